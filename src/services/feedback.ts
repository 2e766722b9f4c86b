/** 意见反馈 and 数据纠错 of the signed-in user (contract/schemas/feedback.ts). */
import Taro from '@tarojs/taro'
import type { Paged } from '../../contract/api/api'
import type {
  FeedbackDetail,
  FeedbackItem,
  FeedbackReadResult,
  FeedbackSubmitInput,
  FeedbackSubmitResult,
  FeedbackSummary,
} from '../../contract/schemas/feedback'
import { API } from '../../contract/endpoints'
import { CLIENT_VERSION } from '../domain/constants'
import { get, post } from './request'

export const FEEDBACK_PAGE_SIZE = 20

export const submitFeedback = (body: FeedbackSubmitInput) =>
  post<FeedbackSubmitResult>(API.feedback.submit, body as Record<string, unknown>)

/** One page of the user's feedback, newest first; the page draws its own loading state. */
export const listFeedback = (pageNum: number, pageSize = FEEDBACK_PAGE_SIZE) =>
  get<Paged<FeedbackItem>>(API.feedback.list, { pageNum, pageSize }, { loading: false })

export const feedbackDetail = (id: number | string) => get<FeedbackDetail>(API.feedback.detail, { id }, { loading: false })

/** How many the user filed and how many have a reply not yet opened; quietly, for a badge. */
export const feedbackSummary = () => get<FeedbackSummary>(API.feedback.summary, undefined, { silent: true })

/** Marks the reply read, in the background: a failure leaves the dot for the next visit. */
export const markFeedbackRead = (id: number) => post<FeedbackReadResult>(API.feedback.read, { id }, { silent: true })

export interface DeviceFacts {
  appVersion: string
  brand: string
  model: string
  system: string
  platform: string
}

/** The app's version and the device, as a fault report carries them; what the platform does not say stays ''. */
export function deviceFacts(): DeviceFacts {
  let sys: Partial<Taro.getSystemInfoSync.Result> = {}
  try {
    sys = Taro.getSystemInfoSync()
  } catch {
    // not available: the report goes without them
  }
  const text = (v: unknown) => (typeof v === 'string' && !/^(unknown|undefined|null)$/i.test(v.trim()) ? v.trim().slice(0, 64) : '')
  return {
    appVersion: CLIENT_VERSION,
    brand: text(sys.brand),
    model: text(sys.model),
    system: text(sys.system),
    platform: text(sys.platform),
  }
}
