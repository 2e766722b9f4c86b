/** Footprints (浏览足迹): what the server keeps and takes, shared by the contract and the app. */
export const FOOTPRINT_KINDS = ['company', 'person'] as const
/** the server keeps at most this many of each kind per user: the oldest go first */
export const FOOTPRINTS_KEPT = 200
/** at most this many device footprints in one merge */
export const FOOTPRINT_MERGE_MAX = 100
/** a company's pid or a person's personId */
export const FOOTPRINT_TARGET_PATTERN = '^[0-9A-Za-z_-]{1,64}$'
