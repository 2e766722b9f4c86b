import { View, Text } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { ExportFrequency, PhoneQuote } from '../../../contract/schemas/export'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import { exportWhat, linkParams, phoneInput } from '@/domain/exportParams'
import { decodeParam } from '@/domain/routeParam'
import { perCompany, yuan2 } from '@/domain/payMethod'
import { to } from '@/links.gen'
import { exportFrequency, phoneQuote } from '@/services/exports'
import { navigate } from '@/services/nav'
import '../../components/ExportRunner/index.scss'
import './exportPhoneData.scss'

const go = (url: string) => navigate(url).catch(() => undefined)

/** what the file holds, column by column */
export const PHONE_FILE_COLUMNS = '企业名称、统一社会信用代码、法定代表人、经营状态、所属地区、电话号码（含来源）、疑似电话'

/** The rules of a phone export; the hours a file is kept only when the server said them. */
export function phoneRules(ttlHours?: number): string[] {
  return [
    '按有号码的企业计费，无号码不收费；',
    '数据一经导出不支持退款；',
    '导出失败自动原路退款；',
    ttlHours ? `文件在我的下载中保存${ttlHours}小时；` : '文件保存在我的下载中，有效期内可反复下载；',
    '号码来自企业公开信息，仅限合法的商务联系使用。',
  ]
}

/** The contact phones of a search or filter result: what the file would hold, what it costs, and the way to pay. */
export default function ExportPhoneData() {
  const { params } = useRouter()
  const input = phoneInput(params)
  const title = decodeParam(params.title) ?? ''
  const [quote, setQuote] = useState<PhoneQuote | null>(null)
  const [freq, setFreq] = useState<ExportFrequency | null>(null)
  const [loading, setLoading] = useState(!!input)
  const [error, setError] = useState('')
  const loaded = useRef(false)

  const load = () => {
    if (!input) return
    setLoading(true)
    setError('')
    phoneQuote(input)
      .then(
        (q) => {
          loaded.current = true
          setQuote(q)
        },
        (e: Error) => setError(e?.message || '报价失败，请重试'),
      )
      .finally(() => setLoading(false))
  }
  useEffect(() => {
    load()
    exportFrequency().then(setFreq, () => undefined)
  }, [])
  // back from paying or from the member centre: the count or the level may have changed
  useDidShow(() => {
    if (loaded.current) load()
  })

  if (!input) {
    return (
      <View className='ex-page'>
        <HeaderBar title='导出企业电话' />
        <Empty text='没有可导出的内容' />
      </View>
    )
  }
  const what = exportWhat(input, title)
  // a level that cannot buy phones is quoted at the lowest level that can (its cap and its price)
  const upgradeName =
    quote && !quote.allowed && quote.upgradeLevel !== null
      ? (freq?.levels.find((l) => l.level === quote.upgradeLevel)?.name ?? (quote.level === quote.upgradeLevel ? quote.levelName : '会员'))
      : ''
  const capped = !!quote && quote.totalHits > quote.scanned
  // the first level above the quote's whose cap looks at more companies
  const more = quote && freq?.levels.find((l) => l.level > quote.level && l.rowsPerExport > quote.rowsPerExport)
  const payable = !!quote && quote.allowed && quote.rows > 0

  return (
    <View className='ex-page ph-page'>
      <HeaderBar title='导出企业电话' />
      <LoadingOverlay visible={loading && !quote} />
      {error && !quote && (
        <Empty text={error}>
          <View className='ph-retry' onClick={load}>
            <Text>重新加载</Text>
          </View>
        </Empty>
      )}
      {quote && (
        <>
          <View className='ex-card'>
            <Text className='ex-card__title'>导出内容</Text>
            <Text className='ex-what'>{what}</Text>
            <Text className='ph-totals' data-testid='phone-totals'>
              结果共 {quote.totalHits} 家，前 {quote.scanned} 家中有 {quote.rows} 家有联系电话，共 {quote.phones} 个号码
            </Text>
            <View className='ex-freq' data-testid='phone-cap'>
              <Text>
                {quote.allowed ? quote.levelName : `开通${quote.levelName}后`}：每次最多 {quote.rowsPerExport} 家，本次查看 {quote.scanned}/
                {quote.rowsPerExport}
              </Text>
            </View>
            {capped && (
              <Text className='ex-warn' data-testid='phone-capped'>
                结果超过每次导出上限，仅包含前 {quote.rowsPerExport} 家企业
                {more ? `；${more.name}每次可包含 ${more.rowsPerExport} 家` : ''}。
              </Text>
            )}
            {capped && more && quote.allowed && (
              <Text className='ex-link ph-more' onClick={() => go(to.memberCenter({ level: more.level }))}>
                升级{more.name}，包含更多 ›
              </Text>
            )}
          </View>

          {!quote.allowed && (
            <View className='ex-card ph-upgrade' data-testid='phone-upgrade'>
              <Text className='ex-card__title'>
                {quote.upgradeLevel === null ? '当前暂不支持导出企业电话' : `导出企业电话需开通${upgradeName}`}
              </Text>
              <Text className='ex-meta'>
                {freq ? `你当前为${freq.levelName}，` : ''}
                {quote.upgradeLevel !== null && quote.rowFen > 0
                  ? `开通${upgradeName}后按 ${perCompany(quote.rowFen)} 计费${quote.rows > 0 ? `，本结果约 ¥${yuan2(quote.priceFen)}` : ''}`
                  : '暂无可购买的等级'}
              </Text>
              {quote.upgradeLevel !== null && (
                <View className='ex-btns'>
                  <View
                    className='ex-btn is-gold'
                    onClick={() => go(to.memberCenter({ level: quote.upgradeLevel! }))}
                    data-testid='phone-upgrade-btn'
                  >
                    <Text>开通{upgradeName}</Text>
                  </View>
                </View>
              )}
            </View>
          )}

          {quote.allowed && (
            <View className='ex-card'>
              <Text className='ex-card__title'>费用</Text>
              {quote.rows > 0 ? (
                <View className='ph-price' data-testid='phone-price'>
                  <Text className='ph-price__formula'>
                    {perCompany(quote.rowFen)} × {quote.rows} 家 =
                  </Text>
                  <Text className='ph-price__total'>¥{yuan2(quote.priceFen)}</Text>
                </View>
              ) : (
                <Text className='ph-none' data-testid='phone-none'>
                  该结果中暂无可导出的联系电话
                </Text>
              )}
            </View>
          )}

          <View className='ex-card'>
            <Text className='ex-card__title'>数据预览</Text>
            <Text className='ex-meta'>号码已打码，支付后的文件中为完整号码</Text>
            {quote.preview.length > 0 ? (
              <View className='ph-table' data-testid='phone-preview'>
                <View className='ph-table__row ph-table__head'>
                  <Text className='ph-table__name'>企业名称</Text>
                  <Text className='ph-table__phones'>联系电话</Text>
                </View>
                {quote.preview.map((r, i) => (
                  <View key={`${r.name}-${i}`} className='ph-table__row'>
                    <Text className='ph-table__name'>{r.name}</Text>
                    <View className='ph-table__phones'>
                      {r.phones.map((p, j) => (
                        <Text key={j} className='ph-table__phone'>
                          {p}
                        </Text>
                      ))}
                    </View>
                  </View>
                ))}
              </View>
            ) : (
              <Text className='ph-none'>暂无数据～</Text>
            )}
          </View>

          <View className='ex-card'>
            <Text className='ex-card__title'>文件内容</Text>
            <Text className='ex-what'>Excel（.xlsx）每家企业一行：{PHONE_FILE_COLUMNS}。</Text>
          </View>

          <View className='ex-card'>
            <Text className='ex-card__title'>导出须知</Text>
            {phoneRules(quote?.ttlHours ?? freq?.ttlHours).map((r) => (
              <Text key={r} className='ph-rule'>
                · {r}
              </Text>
            ))}
          </View>

          {payable && (
            <View className='ex-bar ph-bar'>
              <View className='ph-bar__price'>
                <Text className='ph-bar__label'>
                  合计 <Text className='ph-bar__yen'>¥{yuan2(quote.priceFen)}</Text>
                </Text>
                <Text className='ph-bar__note'>{quote.rows} 家有号码的企业</Text>
              </View>
              <View
                className='ph-bar__btn'
                onClick={() => go(to.exportPhonePay({ ...linkParams(input, title), rows: quote.rows }))}
                data-testid='phone-pay'
              >
                <Text>去支付 ¥{yuan2(quote.priceFen)}</Text>
              </View>
            </View>
          )}
        </>
      )}
    </View>
  )
}
