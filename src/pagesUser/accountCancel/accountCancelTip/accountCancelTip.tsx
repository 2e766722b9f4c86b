import { View, Text } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { CancelStatus } from '../../../../contract/schemas/privacy'
import HeaderBar from '@/components/HeaderBar'
import { formatDate } from '@contract/domain/format'
import { CANCEL_COOLING_OFF_DAYS } from '@contract/domain/privacy'
import { to } from '@/links.gen'
import { navigate } from '@/services/nav'
import { getCancelStatus } from '@/services/privacy'
import { LoadFailed, Skeleton } from '../../privacyManage/parts'
import '../../privacyManage/privacy.scss'

function Point({ n, title, text, danger }: { n: number; title: string; text: string; danger?: boolean }) {
  return (
    <View className='pv-point'>
      <View className={`pv-point__dot ${danger ? 'pv-point__dot--danger' : ''}`}>
        <Text>{n}</Text>
      </View>
      <View className='pv-point__main'>
        <Text className='pv-point__title'>{title}</Text>
        <Text className='pv-point__text'>{text}</Text>
      </View>
    </View>
  )
}

function membershipText(m: CancelStatus['membership']): string {
  if (m.level === 0) return '您当前没有会员权益。注销后，账号下的全部权益与优惠券一并作废。'
  const left = m.remainingDays === null ? '长期有效' : `剩余 ${m.remainingDays} 天（${formatDate(m.expiresAt, 'yyyy-mm-dd')} 到期）`
  return `您的${m.levelName}${left}，注销后将作废，剩余时长不予退款；未使用的优惠券一并作废。`
}

/** 注销须知: what cancelling the account loses and keeps, for this account, before it can be asked for. */
export default function AccountCancelTip() {
  const [status, setStatus] = useState<CancelStatus | null>(null)
  const [failed, setFailed] = useState(false)
  const [agreed, setAgreed] = useState(false)

  const load = useCallback(() => {
    setFailed(false)
    getCancelStatus().then(setStatus, () => setFailed(true))
  }, [])
  useEffect(load, [load])
  // back from the cancellation page: it may have been asked for or withdrawn (the first show is the mount above)
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current) load()
    shown.current = true
  })

  const pending = status?.state === 'pending'
  const blocked = !!status && status.blockers.length > 0
  const canApply = !!status && !pending && !blocked && agreed
  const apply = () => {
    if (pending) return navigate(to.accountCancel()).catch(() => undefined)
    if (canApply) navigate(to.accountCancel({ agreed: '1' })).catch(() => undefined)
  }

  const a = status?.affected
  return (
    <View className='pv-page'>
      <HeaderBar title='注销须知' />
      <View className='pv-warn'>
        <View className='pv-warn__icon'>
          <Text>!</Text>
        </View>
        <Text className='pv-warn__text'>注销账号是不可恢复的操作。注销生效后，您将无法再登录此账号，账号内的信息也无法找回。</Text>
      </View>

      {failed && !status ? (
        <LoadFailed onRetry={load} />
      ) : !status || !a ? (
        <Skeleton lines={6} />
      ) : (
        <>
          {pending && (
            <View className='pv-card' data-testid='tip-pending'>
              <Text className='pv-card__title'>注销申请已提交</Text>
              <Text className='pv-card__sub'>
                将于 {formatDate(status.effectiveAt, 'yyyy-mm-dd hh:MM')} 生效，在此之前登录账号或撤销申请即可继续使用。
              </Text>
            </View>
          )}
          <View className='pv-card'>
            <Text className='pv-card__title'>注销后，以下内容将被删除或作废</Text>
            <Point n={1} danger title='会员权益' text={membershipText(status.membership)} />
            <Point
              n={2}
              danger
              title='监控、收藏与关注'
              text={`${a.monitors} 个监控、${a.collections} 个收藏、${a.follows} 家关注企业将被删除，不再推送任何动态。`}
            />
            <Point n={3} danger title='浏览足迹与消息' text={`${a.footprints} 条浏览足迹、${a.messages} 条监控消息将被删除。`} />
            <Point
              n={4}
              danger
              title='账号信息'
              text='手机号、昵称、头像、登录密码、微信绑定、登录设备与登录记录将被删除，所有设备上的登录立即失效。'
            />
          </View>

          <View className='pv-card'>
            <Text className='pv-card__title'>依法保留的内容</Text>
            <Point
              n={1}
              title='订单与发票'
              text={`${a.orders} 笔订单、${a.invoices} 张发票按照会计与税务法规的要求保留，并与您的身份信息脱离关联（匿名化处理）。`}
            />
          </View>

          <View className='pv-card'>
            <Text className='pv-card__title'>{CANCEL_COOLING_OFF_DAYS}天冷静期</Text>
            <Point
              n={1}
              title='提交后不会立即注销'
              text={`验证手机号并提交申请后，账号进入${CANCEL_COOLING_OFF_DAYS}天冷静期，期满后注销生效。`}
            />
            <Point n={2} title='随时可以撤销' text='冷静期内登录账号（任何登录方式）或在本页点击“撤销注销”，申请即被撤销。' />
            <Point n={3} title='手机号可重新注册' text='注销生效后，该手机号可以通过短信验证码注册一个新账号，但原账号的信息无法恢复。' />
          </View>

          {blocked && (
            <View className='pv-card' data-testid='tip-blockers'>
              <Text className='pv-card__title'>暂时无法申请</Text>
              {status.blockers.map((b) => (
                <Text key={b} className='pv-card__sub' style={{ color: '#fa3534' }}>
                  {b}
                </Text>
              ))}
            </View>
          )}

          {!pending && (
            <View className='pv-agree' onClick={() => setAgreed(!agreed)} data-testid='tip-agree' role='checkbox' aria-checked={agreed}>
              <View className={`pv-agree__box ${agreed ? 'is-on' : ''}`}>{agreed && <View className='pv-agree__tick' />}</View>
              <Text>我已阅读并同意《注销须知》</Text>
            </View>
          )}
          <View
            className={`pv-main-btn ${pending ? 'pv-main-btn--primary' : canApply ? '' : 'is-disabled'}`}
            onClick={apply}
            data-testid='tip-apply'
            role='button'
          >
            <Text>{pending ? '查看注销进度' : '申请注销'}</Text>
          </View>
        </>
      )}
    </View>
  )
}
