import { View, Text, Input } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import type { CancelStatus } from '../../../../contract/schemas/privacy'
import HeaderBar from '@/components/HeaderBar'
import { formatDate } from '@contract/domain/format'
import { CANCEL_COOLING_OFF_DAYS } from '@contract/domain/privacy'
import { checkCode } from '@/domain/validators'
import { useCountdown } from '@/hooks/useCountdown'
import { to } from '@/links.gen'
import { back, navigate } from '@/services/nav'
import { CANCEL_WITHDRAWN_TEXT, getCancelStatus, requestCancel, sendCancelCode, withdrawCancel } from '@/services/privacy'
import { LoadFailed, Skeleton } from '../../privacyManage/parts'
import '../../privacyManage/privacy.scss'

const DAY_MS = 86_400_000

/** The pending request: when it takes effect, the days left, and 撤销注销. */
function Pending({ status, onWithdraw, busy }: { status: CancelStatus; onWithdraw: () => void; busy: boolean }) {
  const at = status.effectiveAt ?? 0
  const days = Math.max(0, Math.ceil((at - Date.now()) / DAY_MS))
  return (
    <>
      <View className='pv-state' data-testid='cancel-pending'>
        <View className='pv-state__icon'>
          <Text>等</Text>
        </View>
        <Text className='pv-state__title' data-testid='cancel-effective'>
          注销申请已提交，将于 {formatDate(at, 'yyyy-mm-dd hh:MM')} 生效
        </Text>
        <View className='pv-state__days'>
          <Text>冷静期还剩</Text>
          <Text className='pv-state__num'>{days}</Text>
          <Text>天</Text>
        </View>
        <Text className='pv-state__text'>
          在此之前，登录账号（任何登录方式）或点击下方“撤销注销”即可撤销申请，账号和数据不受影响。期满后账号将永久注销，无法恢复。
        </Text>
      </View>
      <View
        className={`pv-main-btn pv-main-btn--plain ${busy ? 'is-disabled' : ''}`}
        onClick={onWithdraw}
        data-testid='cancel-withdraw'
        role='button'
      >
        <Text>撤销注销</Text>
      </View>
    </>
  )
}

/**
 * 注销账号: the account's phone confirms the request with an SMS code; then the request's state, with 撤销注销.
 * Reached from 注销须知, whose box must be ticked first.
 */
export default function AccountCancel() {
  const { params } = useRouter()
  const [status, setStatus] = useState<CancelStatus | null>(null)
  const [failed, setFailed] = useState(false)
  const [withdrawn, setWithdrawn] = useState(false)
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const { left, restart } = useCountdown()

  const load = useCallback(() => {
    setFailed(false)
    getCancelStatus().then(setStatus, () => setFailed(true))
  }, [])
  useEffect(load, [load])

  const send = async () => {
    if (left > 0 || busy) return
    try {
      const r = await sendCancelCode()
      restart(r.interval || 60)
      Taro.showToast({ title: `验证码已发送至 ${r.phoneMasked}`, icon: 'none', duration: 1500 })
    } catch {
      // told by the request door
    }
  }

  const submit = async () => {
    if (busy) return
    const bad = checkCode(code, 6)
    if (bad) {
      setError(bad)
      return
    }
    const ok = await Taro.showModal({
      title: '确认注销账号？',
      content: `提交后进入${CANCEL_COOLING_OFF_DAYS}天冷静期，期间登录即可撤销；期满后账号将永久注销，信息无法恢复。`,
      confirmText: '确认注销',
      cancelText: '再想想',
      confirmColor: '#fa3534',
    })
    if (!ok?.confirm) return
    setBusy(true)
    try {
      setStatus(await requestCancel(code))
      setCode('')
    } catch {
      // wrong or expired code, or already asked: told by the request door
    } finally {
      setBusy(false)
    }
  }

  const withdraw = async () => {
    if (busy) return
    const ok = await Taro.showModal({
      title: '撤销注销申请？',
      content: '撤销后账号将继续正常使用。',
      confirmText: '撤销注销',
      cancelText: '取消',
    })
    if (!ok?.confirm) return
    setBusy(true)
    try {
      setStatus(await withdrawCancel())
      setWithdrawn(true)
      Taro.showToast({ title: CANCEL_WITHDRAWN_TEXT, icon: 'success', duration: 1500 })
    } catch {
      load()
    } finally {
      setBusy(false)
    }
  }

  const leave = () => back().catch(() => navigate(to.privacyManage(), 'redirect').catch(() => undefined))

  let body
  if (failed && !status) body = <LoadFailed onRetry={load} />
  else if (!status) body = <Skeleton lines={4} />
  else if (status.state === 'pending') body = <Pending status={status} onWithdraw={withdraw} busy={busy} />
  else if (withdrawn)
    body = (
      <>
        <View className='pv-state' data-testid='cancel-withdrawn'>
          <View className='pv-state__icon pv-state__icon--ok'>
            <Text>✓</Text>
          </View>
          <Text className='pv-state__title'>已撤销注销申请</Text>
          <Text className='pv-state__text'>您的账号和数据不受影响，可以继续正常使用。</Text>
        </View>
        <View className='pv-main-btn pv-main-btn--primary' onClick={leave} role='button'>
          <Text>完成</Text>
        </View>
      </>
    )
  else if (params.agreed !== '1')
    body = (
      <>
        <View className='pv-state'>
          <View className='pv-state__icon'>
            <Text>!</Text>
          </View>
          <Text className='pv-state__title'>请先阅读《注销须知》</Text>
          <Text className='pv-state__text'>了解注销会删除和保留哪些内容，并勾选同意后再申请。</Text>
        </View>
        <View
          className='pv-main-btn pv-main-btn--primary'
          onClick={() => navigate(to.accountCancelTip(), 'redirect').catch(() => undefined)}
          role='button'
        >
          <Text>查看注销须知</Text>
        </View>
      </>
    )
  else
    body = (
      <>
        <View className='pv-card' data-testid='cancel-form'>
          <Text className='pv-card__title'>验证手机号</Text>
          <Text className='pv-card__sub'>
            {status.phoneMasked ? `为保障账号安全，请输入发送至 ${status.phoneMasked} 的验证码` : '当前账号未绑定手机号'}
          </Text>
          <View className='pv-code'>
            <Input
              className='pv-code__input'
              type='number'
              maxlength={6}
              placeholder='请输入6位验证码'
              placeholderStyle='color:#c0c4cc'
              value={code}
              onInput={(e) => {
                const v = String(e.detail.value ?? '')
                  .replace(/\D/g, '')
                  .slice(0, 6)
                setCode(v)
                setError('')
                return v
              }}
              aria-label='验证码'
            />
            <Text className={`pv-code__send ${left > 0 ? 'is-muted' : ''}`} onClick={send} data-testid='cancel-send'>
              {left > 0 ? `${left}s后重新获取` : '获取验证码'}
            </Text>
          </View>
          <Text className='pv-error-text'>{error || status.blockers[0] || ''}</Text>
        </View>
        <View
          className={`pv-main-btn ${busy || status.blockers.length ? 'is-disabled' : ''}`}
          onClick={status.blockers.length ? undefined : submit}
          data-testid='cancel-submit'
          role='button'
        >
          <Text>{busy ? '提交中...' : '确认注销'}</Text>
        </View>
        <Text className='pv-hint'>提交后进入{CANCEL_COOLING_OFF_DAYS}天冷静期，期间登录即可撤销申请。</Text>
      </>
    )

  return (
    <View className='pv-page'>
      <HeaderBar title='注销账号' />
      {body}
    </View>
  )
}
