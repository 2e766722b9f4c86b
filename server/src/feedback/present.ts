/** Feedback rows in the contract's shapes, for the user's routes, the operator's routes and the operator's command. */
import { correctionFieldLabel, correctionTargetLabel, faultFeatureLabel, firstLine } from '../../../contract/domain/feedback'
import type { AdminFeedbackDetail, AdminFeedbackItem, FeedbackDetail, FeedbackItem } from '../../../contract/schemas/feedback'
import type { FeedbackRepo, FeedbackRow } from '../store/feedback'
import type { UploadRow } from '../store/uploads'

export function toFeedbackItem(r: FeedbackRow): FeedbackItem {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    outcome: r.outcome,
    summary: firstLine(r.content),
    companyName: r.company_name,
    unread: r.reply_unread === 1,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }
}

export const toAdminItem = (r: FeedbackRow): AdminFeedbackItem => ({ ...toFeedbackItem(r), userId: r.user_id, contact: r.contact })

/**
 * The whole feedback: images through `urlOf` (a fresh signed address each time), the timeline and, for an accepted
 * correction, what it changed.
 */
export async function toFeedbackDetail(repo: FeedbackRepo, r: FeedbackRow, urlOf: (row: UploadRow) => string): Promise<FeedbackDetail> {
  const detail: FeedbackDetail = {
    id: r.id,
    kind: r.kind,
    status: r.status,
    outcome: r.outcome,
    content: r.content,
    contact: r.contact,
    images: (await repo.images(r.id)).map((u) => ({ id: u.id, url: urlOf(u), width: u.width, height: u.height })),
    timeline: await repo.events(r.id),
    changes: (await repo.corrections(r.id)).map((c) => ({
      target: c.target,
      targetLabel: correctionTargetLabel(c.target),
      field: c.field,
      fieldLabel: c.field_label,
      recordId: c.record_id ?? 0,
      recordTitle: c.record_title,
      oldValue: c.old_value,
      newValue: c.new_value,
      source: c.source,
      at: c.corrected_at,
    })),
    unread: r.reply_unread === 1,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }
  if (r.kind === 'correction' && r.pid && r.target) {
    detail.correction = {
      pid: r.pid,
      companyName: r.company_name,
      target: r.target,
      targetLabel: correctionTargetLabel(r.target),
      field: r.field,
      fieldLabel: correctionFieldLabel(r.target, r.field),
      recordId: r.record_id ?? 0,
      recordTitle: r.record_title,
      expected: r.expected,
    }
  }
  if (r.kind === 'fault') {
    detail.fault = {
      feature: r.feature ?? '',
      featureLabel: faultFeatureLabel(r.feature ?? ''),
      appVersion: r.app_version,
      brand: r.device_brand,
      model: r.device_model,
      system: r.device_system,
      platform: r.device_platform,
    }
  }
  if (r.replied_at !== null && r.reply) detail.reply = { text: r.reply, at: r.replied_at }
  return detail
}

export const toAdminDetail = async (
  repo: FeedbackRepo,
  r: FeedbackRow,
  urlOf: (row: UploadRow) => string,
): Promise<AdminFeedbackDetail> => ({
  ...(await toFeedbackDetail(repo, r, urlOf)),
  userId: r.user_id,
})
