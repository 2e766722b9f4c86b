import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import PullRefresh from '@/components/PullRefresh'
import { useShown } from '@/components/Monitor/useShown'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { addWatchParty, removeWatchParty, watchParties, watchSetting } from '@/services/judicialData'
import { CASE_TEXT_MAX, WATCH_FREQUENCY_LABEL, caseTextProblem, partyName } from '../../../../contract/domain/judicialData'
import type { WatchPartyList, WatchSetting } from '../../../../contract/schemas/judicialData'
import Skeleton from '../../shared/Skeleton'
import '../../shared/judicial.scss'
import '../shared/caseData.scss'

const toast = (title: string) => Taro.showToast({ title, icon: 'none', duration: 1800 })

/** 我的监控: the monitored parties with their new cases, adding and removing one, and the push settings. */
export default function CaseWatch() {
  const [data, setData] = useState<WatchPartyList | null>(null)
  const [setting, setSetting] = useState<WatchSetting | null>(null)
  const [error, setError] = useState('')
  const [name, setName] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  const load = async () => {
    setError('')
    try {
      const [list, s] = await Promise.all([watchParties(), watchSetting()])
      setData(list)
      setSetting(s)
    } catch (e) {
      setError((e as Error)?.message || '加载失败')
    }
  }
  useShown(() => {
    load()
  })

  const add = async () => {
    const why = caseTextProblem('监控对象名称', name)
    setProblem(why)
    if (why || busy) return
    setBusy(true)
    try {
      const p = await addWatchParty(partyName(name))
      setData((d) => (d ? { ...d, list: [p, ...d.list] } : d))
      setName('')
      toast('已添加监控')
    } catch {
      // the request door said why
    } finally {
      setBusy(false)
    }
  }

  const remove = async (id: number, partyLabel: string) => {
    const r = await Taro.showModal({
      title: '取消监控',
      content: `取消后将不再提醒「${partyLabel}」的新案件，已收到的提醒一并删除。`,
      confirmText: '取消监控',
      cancelText: '再想想',
      confirmColor: '#fa3534',
    })
    if (!r?.confirm) return
    try {
      await removeWatchParty(id)
      setData((d) => (d ? { ...d, list: d.list.filter((p) => p.id !== id) } : d))
    } catch {
      // the request door said why
    }
  }

  const pushText = !setting ? '' : setting.enabled ? WATCH_FREQUENCY_LABEL[setting.frequency] : '已关闭'

  return (
    <View className='jd-page'>
      <HeaderBar title='我的监控' />
      <PullRefresh onRefresh={load}>
        <View className='jd-card'>
          <Text className='jd-card__title'>添加监控对象</Text>
          <Text className='jd-card__text'>输入企业或个人的完整名称，出现以其为当事人的新案件时提醒你。</Text>
          <View className='jc-add'>
            <Input
              className='jc-add__input'
              data-testid='jc-watch-name'
              value={name}
              maxlength={CASE_TEXT_MAX}
              placeholder='企业或个人完整名称'
              onInput={(e) => {
                setName(e.detail.value)
                if (problem) setProblem('')
              }}
              onConfirm={add}
            />
            <Text className='jc-add__go' data-testid='jc-watch-add' onClick={add}>
              添加
            </Text>
          </View>
          {problem && <Text className='jd-form__error'>{problem}</Text>}
        </View>

        <View className='jd-card'>
          <View className='jc-menu' onClick={() => navigate(to.caseMonitor()).catch(() => undefined)}>
            <Text>案件监控</Text>
            <Text className='jc-menu__value'>{data ? `${data.list.reduce((n, p) => n + p.unread, 0)} 条未读` : ''} ›</Text>
          </View>
          <View className='jc-menu' data-testid='jc-menu-push' onClick={() => navigate(to.caseWatchPush()).catch(() => undefined)}>
            <Text>推送设置</Text>
            <Text className='jc-menu__value'>{pushText} ›</Text>
          </View>
          <View className='jc-menu' onClick={() => navigate(to.caseWatchWechat()).catch(() => undefined)}>
            <Text>微信提醒</Text>
            <Text className='jc-menu__value'>
              {setting ? (setting.wxRemaining > 0 ? `剩余 ${setting.wxRemaining} 次` : '未开启') : ''} ›
            </Text>
          </View>
          <View className='jc-menu' style={{ borderBottom: 'none' }} onClick={() => navigate(to.caseWatchRules()).catch(() => undefined)}>
            <Text>监控规则</Text>
            <Text className='jc-menu__value'>什么算新案件、多久推送 ›</Text>
          </View>
        </View>

        <View className='jd-section'>
          <Text className='jd-section__title'>监控对象{data ? `（${data.list.length}/${data.max}）` : ''}</Text>
        </View>
        {!data && !error && <Skeleton rows={2} />}
        {error && !data && (
          <Empty text={error}>
            <Text className='jd-link' data-testid='jc-retry' onClick={load}>
              重新加载
            </Text>
          </Empty>
        )}
        {data && data.list.length === 0 && <Empty text='暂无数据～ 添加企业或个人名称开始监控' />}
        {data && data.list.length > 0 && (
          <View className='jd-card' data-testid='jc-parties'>
            {data.list.map((p) => (
              <View key={p.id} className='jc-party'>
                <View className='jc-party__main' onClick={() => navigate(to.caseMonitor({ partyId: p.id })).catch(() => undefined)}>
                  <Text className='jc-party__name'>
                    {p.unread > 0 && <Text className='jc-dot' />}
                    {p.name}
                  </Text>
                  <Text className='jc-party__meta'>{p.cases ? `新案件 ${p.cases} 件 · 最近 ${p.latest}` : '暂无新案件'}</Text>
                </View>
                <Text className='jc-party__remove' onClick={() => remove(p.id, p.name)}>
                  取消监控
                </Text>
              </View>
            ))}
          </View>
        )}
      </PullRefresh>
    </View>
  )
}
