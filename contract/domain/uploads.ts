/** What an uploaded image may be: the server checks the bytes themselves, never the name or the declared type. */
export const UPLOAD_PURPOSES = ['avatar', 'feedback'] as const
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number]

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024
export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024
/** larger images would cost more memory to decode on a phone than any avatar or screenshot needs */
export const UPLOAD_MAX_PIXELS = 50_000_000
export const UPLOAD_DAILY_MAX = 100

/** image types by what the bytes say they are, and the file extension each is stored under */
export const UPLOAD_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' } as const
export type UploadExt = keyof typeof UPLOAD_TYPES

/** An upload's id: 24 url-safe characters (144 random bits), so a file's address cannot be guessed. */
export const UPLOAD_ID_PATTERN = '^[A-Za-z0-9_-]{24}$'
