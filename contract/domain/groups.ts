/** 企业集团: the record sets a group shows, each a row of tabs over these dimensions. */
export const GROUP_RECORD_SETS = {
  property: ['equityPledge', 'land', 'patent', 'softwareCopyright', 'workCopyright', 'tender'],
  product: ['trademark', 'app', 'miniProgram', 'onlineStore', 'wechatAccount'],
  judicial: ['judicialCase'],
  legal: ['judgmentDocument', 'courtAnnouncement', 'courtSession', 'caseFiling', 'deliveryAnnouncement'],
} as const
export type GroupRecordSet = keyof typeof GROUP_RECORD_SETS
export const GROUP_RECORD_SET_KEYS = Object.keys(GROUP_RECORD_SETS) as GroupRecordSet[]
export const GROUP_RECORD_DIMENSIONS = [...new Set(Object.values(GROUP_RECORD_SETS).flat())]
