// Taro's H5 router imports the whole web-component library to define its built-in tab bar, which it only does when
// the app has no tab bar of its own. This app draws its own (tabBar.custom), so the router's import resolves here
// and the library stays out of the first load.
export function defineCustomElementTaroTabbar() {
  throw new Error('tabBar.custom is set: the built-in tab bar is never defined')
}
