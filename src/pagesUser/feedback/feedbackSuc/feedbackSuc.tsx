import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { FEEDBACK_KINDS, FEEDBACK_PROMISES, type FeedbackKind } from '@contract/domain/feedback'
import HeaderBar from '@/components/HeaderBar'
import { to } from '@/links.gen'
import { back, navigate } from '@/services/nav'
import '../shared/feedback.scss'
import './feedbackSuc.scss'

const NEXT: Record<FeedbackKind, string> = {
  correction: `我们将在${FEEDBACK_PROMISES.correction}您提交的信息，核实无误后更正数据并注明来源。`,
  fault: `技术人员将在${FEEDBACK_PROMISES.fault}，排查并修复问题。`,
  suggestion: `产品团队将在${FEEDBACK_PROMISES.suggestion}，好的建议会尽快安排上线。`,
}

const STEPS = ['提交反馈', '核实处理', '结果通知']

/** 提交成功: thanks, what happens next, and the way to follow it. */
export default function FeedbackSuc() {
  const raw = useRouter().params.kind || ''
  const kind: FeedbackKind = (FEEDBACK_KINDS as readonly string[]).includes(raw) ? (raw as FeedbackKind) : 'suggestion'
  return (
    <View className='fb-page'>
      <HeaderBar title='提交成功' />
      <View className='fbs'>
        <View className='fbs__icon'>
          <View className='fbs__tick' />
        </View>
        <Text className='fbs__title'>提交成功</Text>
        <Text className='fbs__sub'>感谢您的反馈，我们会认真对待每一条意见</Text>
      </View>
      <View className='fb-card fbs-next'>
        <View className='fbs-steps'>
          {STEPS.map((s, i) => (
            <View key={s} className={`fbs-step ${i === 0 ? 'is-done' : ''}`}>
              <View className='fbs-step__dot'>
                <Text>{i + 1}</Text>
              </View>
              <Text className='fbs-step__label'>{s}</Text>
            </View>
          ))}
        </View>
        <Text className='fbs-next__text' data-testid='fbs-next'>
          {NEXT[kind]}
        </Text>
        <Text className='fbs-next__text'>处理结果会在「我的反馈」中通知您，请留意查看。</Text>
      </View>
      <View className='fbs-actions'>
        <View
          className='fbs-btn fbs-btn--primary'
          data-testid='fbs-mine'
          onClick={() => navigate(to.myFeedback(), 'redirect').catch(() => undefined)}
        >
          <Text>查看我的反馈</Text>
        </View>
        <View className='fbs-btn' data-testid='fbs-back' onClick={() => back().catch(() => undefined)}>
          <Text>返回</Text>
        </View>
      </View>
    </View>
  )
}
