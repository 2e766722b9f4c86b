import fs from 'node:fs'
import path from 'node:path'
import webpack from 'webpack'

/** Writes webpack's module/chunk statistics as JSON when the build is done (input of scripts/bundle-report.js). */
export class StatsFile {
  constructor(private readonly file: string) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.done.tap('yqc-stats', (stats) => {
      fs.writeFileSync(
        this.file,
        JSON.stringify(stats.toJson({ all: false, modules: true, chunks: true, chunkModules: false, assets: true, ids: true })),
      )
    })
  }
}

/**
 * The router loads the first page's code only after the app script has run, which costs a phone one more round trip
 * before anything shows. This lists that page's chunks in index.html as preloads so they download alongside the app
 * script.
 */
export class PreloadFirstPage {
  constructor(private readonly page: string) {}
  apply(compiler: webpack.Compiler) {
    // the html-webpack-plugin instance Taro's runner uses: its hooks are kept per instance
    const HtmlWebpackPlugin = require(
      require.resolve('html-webpack-plugin', { paths: [path.dirname(require.resolve('@tarojs/webpack5-runner'))] }),
    )
    const request = new RegExp(`(^|[/!])${this.page.replace(/\//g, '\\/')}(\\?|$)`)
    compiler.hooks.compilation.tap('yqc-preload', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('yqc-preload', (data: { headTags: object[] }) => {
        const initial = new Set(compilation.entrypoints.get('app')?.getFiles() ?? [])
        const files = new Set<string>()
        for (const group of compilation.chunkGroups) {
          if (!group.origins.some((o) => o.request && request.test(o.request))) continue
          for (const chunk of group.chunks) for (const f of chunk.files) if (!initial.has(f)) files.add(f)
        }
        const publicPath = String(compilation.outputOptions.publicPath ?? '/')
        for (const f of [...files].sort()) {
          const as = f.endsWith('.css') ? 'style' : f.endsWith('.js') ? 'script' : ''
          if (as) data.headTags.push({ tagName: 'link', voidTag: true, meta: {}, attributes: { rel: 'preload', as, href: publicPath + f } })
        }
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
