import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { CompanyHit, PersonnelItem } from '../../../contract/api/api'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import StatusTag from '@/components/StatusTag'
import { useEntitySearch } from '@/hooks/useEntitySearch'
import { companyProfile } from '@/services/company'
import { claimOwn } from '@/services/risk'
import { navigate } from '@/services/nav'
import type { ApiError } from '@/services/request'
import '../../components/RiskScan/index.scss'
import './oneself.scss'
import { to } from '@/links.gen'

const OWN_SEARCH = { pageSize: 20, delayMs: 300, silent: true }

/** 认领我的企业: search a company, pick it, then say which of its persons you are (or skip), and claim it. */
export default function Page() {
  const [keyword, setKeyword] = useState('')
  const search = useEntitySearch(keyword, OWN_SEARCH)
  const hits: CompanyHit[] = search.kind === 'done' ? search.result.list : []
  const searched = search.kind === 'done'
  const [picked, setPicked] = useState<CompanyHit | null>(null)
  const [people, setPeople] = useState<PersonnelItem[]>([])

  const pick = (c: CompanyHit) => {
    setPicked(c)
    setPeople([])
    companyProfile(c.pid)
      .then((p) => setPeople(p.personnel))
      .catch(() => undefined)
  }
  const claim = async (personId?: string) => {
    if (!picked) return
    try {
      await claimOwn(picked.pid, personId)
      Taro.showToast({ title: '认领成功', icon: 'success', duration: 1500 })
      navigate(to.ownRisk(), 'redirect').catch(() => undefined)
    } catch (e) {
      // the request door already showed the server's message
      void (e as ApiError)
    }
  }

  return (
    <View className='risk-page'>
      <HeaderBar title='认领我的企业' />
      {!picked ? (
        <View>
          <View className='own-search'>
            <Input
              className='own-search__input'
              value={keyword}
              placeholder='输入企业名称，至少 2 个字'
              onInput={(e) => setKeyword(e.detail.value)}
            />
          </View>
          {hits.map((c) => (
            <View key={c.pid} className='own-hit' onClick={() => pick(c)}>
              <View className='risk-company__head'>
                <Text className='risk-company__name'>{c.name}</Text>
                <StatusTag status={c.status} />
              </View>
              <Text className='risk-company__roles'>
                法定代表人：{c.legalPerson || '-'} · {c.regionName}
              </Text>
            </View>
          ))}
          {searched && hits.length === 0 && <Empty text='未找到相关企业' />}
          {search.kind === 'failed' && <Empty text={search.text} />}
          {search.kind === 'loading' && <Text className='scan-note'>正在查找企业…</Text>}
          {search.kind === 'idle' && <Text className='scan-note'>认领后可一键扫描本企业与本人的风险</Text>}
        </View>
      ) : (
        <View>
          <View className='own-hit'>
            <Text className='risk-company__name'>{picked.name}</Text>
            <Text className='own-change' onClick={() => setPicked(null)}>
              重新选择
            </Text>
          </View>
          <Text className='risk-total'>您在该企业中是谁？（同名人员按企业区分）</Text>
          {people.map((p) => (
            <View key={p.personId} className='own-hit own-person' onClick={() => claim(p.personId)}>
              <Text className='risk-company__name'>{p.name}</Text>
              <Text className='risk-company__roles'>{p.positions.join('、')}</Text>
            </View>
          ))}
          <View className='own-skip' onClick={() => claim()}>
            <Text>只认领企业，不选择人员</Text>
          </View>
        </View>
      )}
    </View>
  )
}
