import { Canvas } from '@tarojs/components'
import { POSTER_CANVAS_ID } from './render'

/** The mini-program's poster canvas: a 2d canvas in the sheet, found by its id when the poster is drawn. */
export default function PosterCanvas() {
  return <Canvas type='2d' id={POSTER_CANVAS_ID} className='poster-canvas' />
}
