/**
 * The canvas the mini-program draws the poster on (PosterCanvas.weapp.tsx). The H5 poster is drawn on a canvas made
 * off the page, so here there is none: Taro's H5 Canvas would bring the whole web-component runtime into every page
 * that offers 分享.
 */
export default function PosterCanvas() {
  return null
}
