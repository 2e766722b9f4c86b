/**
 * The type-2d canvases of the graph pages: the one on screen, found by its id (H5: the <canvas> inside Taro's canvas
 * element; mini-program: the node a selector query returns), and the one the long image is drawn on (H5: an
 * off-screen browser canvas; mini-program: a hidden canvas on the page). An image comes out as a PNG data URL in H5
 * and a temporary file in the mini-program.
 */
import Taro from '@tarojs/taro'
import type { GraphContext } from './draw'

export interface AnyCanvas {
  width: number
  height: number
  getContext(type: '2d'): unknown
}

export const STAGE_CANVAS_ID = 'gmap-canvas'
export const EXPORT_CANVAS_ID = 'gmap-export'

const isH5 = process.env.TARO_ENV === 'h5'

export function findCanvas(id: string): Promise<AnyCanvas | null> {
  if (isH5) {
    const el = document.querySelector(`#${id} canvas`) ?? document.querySelector(`canvas[canvas-id="${id}"]`)
    return Promise.resolve((el as HTMLCanvasElement | null) ?? null)
  }
  return new Promise((resolve) => {
    Taro.createSelectorQuery()
      .select(`#${id}`)
      .fields({ node: true, size: true })
      .exec((res: Array<{ node?: AnyCanvas } | null>) => resolve(res?.[0]?.node ?? null))
  })
}

export const context2d = (canvas: AnyCanvas | null) => (canvas?.getContext('2d') as GraphContext | null | undefined) ?? null

/** the canvas the long image is drawn on */
export async function exportCanvas(): Promise<AnyCanvas> {
  const canvas = isH5 ? (document.createElement('canvas') as AnyCanvas) : await findCanvas(EXPORT_CANVAS_ID)
  if (!canvas || !context2d(canvas)) throw new Error('当前环境不支持生成图片')
  return canvas
}

export async function canvasImage(canvas: AnyCanvas): Promise<string> {
  if (isH5) return (canvas as HTMLCanvasElement).toDataURL('image/png')
  const r = await Taro.canvasToTempFilePath({ canvas, fileType: 'png' } as never)
  return r.tempFilePath
}

/** the device pixel ratio the canvases are drawn at (at most 3) */
export function pixelRatio(): number {
  try {
    return Math.min(3, Math.max(1, Taro.getSystemInfoSync().pixelRatio || 1))
  } catch {
    return 1
  }
}
