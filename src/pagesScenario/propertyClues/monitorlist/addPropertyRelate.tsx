import { View, Text, Input, Textarea } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import { back } from '@/services/nav'
import { myDebtor, relateDebtor } from '@/services/propertyClues'
import type { MyDebtor } from '../../../../contract/schemas/propertyClues'
import { RELATE_CASE_NO_MAX, RELATE_NOTE_MAX, relateProblem } from '../../../../contract/domain/propertyClues'
import Skeleton from '../shared/Skeleton'
import '../shared/clues.scss'

type Load = { kind: 'loading' } | { kind: 'failed'; text: string } | { kind: 'done'; debtor: MyDebtor }

/** 关联我的案件: relates a monitored debtor to the user's own case number and a note, shown on the debtor's row. */
export default function PropertyCluesRelate() {
  const id = Number(useRouter().params.id)
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  const [caseNo, setCaseNo] = useState('')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!(id > 0)) return setLoad({ kind: 'failed', text: '缺少债务人，请从监控列表进入' })
    myDebtor(id).then(
      (debtor) => {
        setLoad({ kind: 'done', debtor })
        setCaseNo(debtor.caseNo)
        setNote(debtor.note)
      },
      (e) => setLoad({ kind: 'failed', text: (e as Error)?.message || '加载失败' }),
    )
  }, [id])

  const submit = async () => {
    const problem = relateProblem(caseNo, note)
    if (problem) return Taro.showToast({ title: problem, icon: 'none', duration: 1800 })
    setBusy(true)
    try {
      await relateDebtor(id, caseNo.trim(), note.trim())
      Taro.showToast({ title: '已关联', icon: 'none', duration: 1200 })
      setTimeout(() => back().catch(() => undefined), 500)
    } catch {
      // the request door said why
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='pcl-page'>
      <HeaderBar title='关联我的案件' />
      {load.kind === 'loading' && <Skeleton rows={2} />}
      {load.kind === 'failed' && <Empty text={load.text} />}
      {load.kind === 'done' && (
        <View>
          <View className='pcl-card'>
            <Text className='pcl-card__title'>{load.debtor.debtor.name}</Text>
            <Text className='pcl-card__sub'>把债务人与您自己的案件关联，便于对照线索申请执行</Text>
          </View>
          <View className='pcl-card'>
            <View className='pcl-form__row'>
              <Text className='pcl-form__label'>案号</Text>
              <Input
                className='pcl-form__input'
                value={caseNo}
                maxlength={RELATE_CASE_NO_MAX}
                placeholder='如（2024）浙0106民初123号'
                data-testid='pcl-case-no'
                onInput={(e) => setCaseNo(e.detail.value)}
              />
            </View>
            <View className='pcl-form__row'>
              <Text className='pcl-form__label'>备注</Text>
              <Textarea
                className='pcl-form__area'
                value={note}
                maxlength={RELATE_NOTE_MAX}
                placeholder='如欠款金额、执行进度'
                data-testid='pcl-note'
                onInput={(e) => setNote(e.detail.value)}
              />
            </View>
          </View>
          <View className={`pcl-submit ${busy ? 'is-busy' : ''}`} data-testid='pcl-relate-save' onClick={() => !busy && void submit()}>
            保存
          </View>
        </View>
      )}
    </View>
  )
}
