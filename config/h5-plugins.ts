import fs from 'node:fs'
import path from 'node:path'
import webpack from 'webpack'
import { earlyCallsScript, type EarlyCallValues } from './early-calls-script'

/** Writes webpack's module/chunk statistics as JSON when the build is done (input of scripts/bundle-report.js). */
export class StatsFile {
  constructor(private readonly file: string) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.done.tap('yqc-stats', (stats) => {
      fs.writeFileSync(
        this.file,
        JSON.stringify(
          stats.toJson({
            all: false,
            modules: true,
            // every module, also those taken from the build cache (stats group and hide them by default)
            cachedModules: true,
            groupModulesByCacheStatus: false,
            modulesSpace: Infinity,
            chunks: true,
            chunkModules: false,
            assets: true,
            ids: true,
          }),
        ),
      )
    })
  }
}

/** Whether a chunk group is the code an import of `page` (a route path such as 'pages/index/index') loads. */
export function loadsPage(group: { origins: { request?: string }[] }, page: string): boolean {
  const request = new RegExp(`(^|[/!])${page.replace(/\//g, '\\/')}(\\?|$)`)
  return group.origins.some((o) => !!o.request && request.test(o.request))
}

/** The script and style files a visit to `page` fetches beyond the app's own (the entry's), as output paths. */
function pageFiles(compilation: webpack.Compilation, page: string): string[] {
  const initial = new Set(compilation.entrypoints.get('app')?.getFiles() ?? [])
  const files = new Set<string>()
  for (const group of compilation.chunkGroups) {
    if (!loadsPage(group, page)) continue
    for (const chunk of group.chunks) for (const f of chunk.files) if (!initial.has(f) && /\.(js|css)$/.test(f)) files.add(f)
  }
  return [...files].sort()
}

/**
 * The router loads a page's code only after the app script has run, which costs a phone one more round trip before
 * anything shows. index.html gets a small script that reads the route from the address (#/pages/…; none means the
 * first of `pages`) and, for the pages listed, preloads that page's chunks so they download alongside the app script.
 * Only the pages people land on from outside are listed (home, search, a shared company profile): the map is part of
 * every first load.
 */
export class PreloadLandingPages {
  constructor(private readonly pages: string[]) {}
  apply(compiler: webpack.Compiler) {
    // the html-webpack-plugin instance Taro's runner uses: its hooks are kept per instance
    const HtmlWebpackPlugin = require(
      require.resolve('html-webpack-plugin', { paths: [path.dirname(require.resolve('@tarojs/webpack5-runner'))] }),
    )
    compiler.hooks.compilation.tap('yqc-preload', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('yqc-preload', (data: { headTags: object[] }) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '/')
        const map: Record<string, string[]> = {}
        for (const page of this.pages) map[page] = pageFiles(compilation, page).map((f) => publicPath + f)
        const script =
          `!function(m,d){var r=location.hash.replace(/^#\\/?/,"").split("?")[0]||${JSON.stringify(this.pages[0])},f=m[r]||[];` +
          `for(var i=0;i<f.length;i++){var l=d.createElement("link");l.rel="preload";l.as=/\\.css$/.test(f[i])?"style":"script";` +
          `l.href=f[i];d.head.appendChild(l)}}(${JSON.stringify(map)},document);`
        data.headTags.push({ tagName: 'script', voidTag: false, meta: {}, attributes: {}, innerHTML: script })
        return data
      })
    })
  }
}

/** Chrome's explicit compile hint: every function of the file is compiled while it streams in, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * V8 compiles a function on the main thread the first time it is called, so a cold start spent a third of its script
 * time compiling the modules it was evaluating (seen as `__webpack_require__`'s own time). The scripts of a first
 * load (the app's, and the chunks of the pages people land on) call nearly all of their functions at once, so they
 * start with Chrome's compile hint: Chrome then compiles them on its streaming thread while they download. Other
 * pages' chunks keep lazy compiling, which costs less where most functions wait for a tap. Browsers without compile
 * hints read a comment.
 */
export class CompileHints {
  constructor(private readonly pages: string[]) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('yqc-compile-hints', (compilation) => {
      // after minification, which would drop the comment
      compilation.hooks.processAssets.tap(
        { name: 'yqc-compile-hints', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          const files = new Set([
            ...(compilation.entrypoints.get('app')?.getFiles() ?? []),
            ...this.pages.flatMap((p) => pageFiles(compilation, p)),
          ])
          for (const file of files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source))
          }
        },
      )
    })
  }
}

/**
 * A page's largest element often waits for one API answer, which the app can only ask for once its scripts have
 * arrived and run. index.html gets config/early-calls.ts (bundled with esbuild, signing code and all) which, for
 * the pages it lists, sends those calls while the scripts download; the request door takes the answers.
 */
export class EarlyCalls {
  private readonly script: string
  constructor(values: EarlyCallValues) {
    this.script = earlyCallsScript(values)
  }
  apply(compiler: webpack.Compiler) {
    const HtmlWebpackPlugin = require(
      require.resolve('html-webpack-plugin', { paths: [path.dirname(require.resolve('@tarojs/webpack5-runner'))] }),
    )
    compiler.hooks.compilation.tap('yqc-early-calls', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('yqc-early-calls', (data: { headTags: object[] }) => {
        data.headTags.push({ tagName: 'script', voidTag: false, meta: {}, attributes: {}, innerHTML: this.script })
        return data
      })
    })
  }
}

/**
 * Taro's H5 router imports the whole web-component library to define its built-in tab bar, which it only does when
 * the app has no tab bar of its own. This app draws its own (tabBar.custom), so that import resolves to
 * custom-tabbar-only.js and the library stays out of the first load.
 */
export class CustomTabBarOnly extends webpack.NormalModuleReplacementPlugin {
  constructor() {
    super(/^@tarojs\/components\/dist\/components$/, (resource) => {
      if (/[\\/]@tarojs[\\/]router[\\/]/.test(resource.context)) resource.request = path.join(__dirname, 'custom-tabbar-only.js')
    })
  }
}

/**
 * Taro's H5 API polyfills fetch and AbortController, which every browser the H5 build targets has, parses the
 * user agent with platform.js at start-up although the first screen never asks for it, and carries a JSONP client for
 * a request option the app never uses. The polyfills resolve to an empty module, platform.js to a wrapper that parses
 * on first use, and jsonp-retry to a refusal.
 */
export class LeanTaroApi extends webpack.NormalModuleReplacementPlugin {
  constructor() {
    const standIns: Record<string, string> = { platform: 'platform-lazy.js', 'jsonp-retry': 'no-jsonp.js' }
    super(/^(whatwg-fetch|abortcontroller-polyfill\/dist\/abortcontroller-polyfill-only|platform|jsonp-retry)$/, (resource) => {
      if (!/[\\/]@tarojs[\\/]taro-h5[\\/]/.test(resource.context)) return
      resource.request = path.join(__dirname, standIns[resource.request] ?? 'no-polyfill.js')
    })
  }
}

/**
 * H5 sizes everything in rem, so index.html sets the root font size before the first paint: the design's rem
 * (baseFontSize ÷ the design width's device ratio × 2, i.e. 40px for a 750-wide design) scaled by the viewport's
 * narrow side ÷ the design width, kept between 20 and 40 px, as pxtransform expects. Taro's own script measures the
 * <html> box instead of the viewport: while the splash is all the page holds that box is a few pixels high, so an
 * early resize event drops the root to 20px until the next one — and everything on the first screen moves twice.
 */
export function rootFontSizeScript(designWidth: number, deviceRatio: Record<number, number>, baseFontSize = 20) {
  const rem = (baseFontSize / deviceRatio[designWidth]) * 2
  const [min, max] = [baseFontSize, rem]
  return (
    `!function(d,w){var e=d.documentElement;function f(){` +
    `var v=Math.min(e.clientWidth||w.innerWidth,e.clientHeight||w.innerHeight||1/0),x=${rem}*v/${designWidth};` +
    `e.style.fontSize=(x>=${max}?${max}:x<=${min}?${min}:x)+"px"}w.addEventListener("resize",f);f()}(document,window);`
  )
}

/**
 * The app entry Taro generates evaluates every module of the first screen, builds the router and renders in one
 * task, which a mid-range phone spends several hundred ms on with taps and paints waiting. This runs the entry
 * through staged-boot-loader.js, which splits that start into short tasks; `warmUp` lists groups of heavy modules
 * the app component imports, each evaluated in a task of its own before it.
 */
export class StagedBoot {
  constructor(
    private readonly warmUp: string[][],
    private readonly firstRoutes: string[] = [],
    /** the module (from src/) whose pageConfig(path) gives each page's settings: see routeDataOnce in the loader */
    private readonly pageConfigFrom?: string,
  ) {}
  apply(compiler: webpack.Compiler) {
    const loader = path.join(__dirname, 'staged-boot-loader.js')
    compiler.hooks.compilation.tap('yqc-staged-boot', (compilation) => {
      // after Taro's hook, which adds the loader that generates the entry: ours goes before it, so it runs after it
      webpack.NormalModule.getCompilationHooks(compilation).loader.tap({ name: 'yqc-staged-boot', stage: 100 }, (_ctx, module) => {
        if (!/[\\/]app\.config\.[jt]s$/.test(module.resource)) return
        const taro = module.loaders.findIndex((l) => /taro-loader[\\/]lib[\\/]h5/.test(l.loader))
        if (taro < 0) return
        module.loaders.splice(taro, 0, {
          loader,
          options: { warmUp: this.warmUp, firstRoutes: this.firstRoutes, pageConfigFrom: this.pageConfigFrom },
          ident: null,
          type: null,
        } as never)
      })
    })
  }
}
