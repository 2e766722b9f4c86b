import { useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import type { ApiError } from '@/services/request'

/** Loads one thing of the person given by the personId param: state, value, message, retry. */
export function usePersonLoad<T>(fetch: (personId: string) => Promise<T>) {
  const personId = useRouter().params?.personId || ''
  const [data, setData] = useState<T | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'failed'>('loading')
  const [message, setMessage] = useState('')
  const load = useCallback(async () => {
    if (!personId) {
      setMessage('缺少人员编号，请从人员详情进入')
      setState('missing')
      return
    }
    setState('loading')
    try {
      setData(await fetch(personId))
      setState('ready')
    } catch (e) {
      const err = e as ApiError
      setMessage(err?.code === 'NETWORK' ? '加载失败，请检查网络后重试' : err?.message || '未找到该人员的信息')
      setState(err?.code === 'NETWORK' ? 'failed' : 'missing')
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [personId])
  useEffect(() => {
    load()
  }, [load])
  return { personId, data, state, message, load }
}
