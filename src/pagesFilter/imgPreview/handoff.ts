/**
 * The image a page hands to 长图预览: kept in memory under a key the preview's link carries (a long image's data URL is
 * too large for a link). A reopened or shared link finds nothing and the preview says so.
 */
export interface PreviewImage {
  src: string
  title: string
  fileName: string
}

const images = new Map<string, PreviewImage>()
let seq = 0

export function putPreview(image: PreviewImage): string {
  const key = `${Date.now().toString(36)}${(++seq).toString(36)}`
  // only the newest few are kept: each is a whole image
  if (images.size >= 3) images.delete(images.keys().next().value as string)
  images.set(key, image)
  return key
}

export const takePreview = (key: string): PreviewImage | null => images.get(key) ?? null
