import fs from 'node:fs'
import path from 'node:path'
import { defineConfig } from '@tarojs/cli'
import {
  StatsFile,
  PreloadLandingPages,
  CompileHints,
  EarlyCalls,
  CustomTabBarOnly,
  LeanTaroApi,
  StagedBoot,
  loadsPage,
  rootFontSizeScript,
} from './h5-plugins'
import { applyAppId, buildEnv } from './build-env'

// the version the app shows (关于我们, 我的) and reports is the package's
const packageVersion: string = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'package.json'), 'utf8')).version

// shared with the server: compiled into the app like src/
const contractDir = path.resolve(__dirname, '..', 'contract')

const designWidth = 750
const deviceRatio = { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 }

// where people arrive from outside: the first tab of src/routes.ts (TAB_PAGES; the page of an address without a
// route), search results and a shared company profile
const LANDING_PAGES = ['pages/index/index', 'pagesIndex/search/search', 'pagesFilter/detail/detail']

export default defineConfig<'webpack5'>(async () => {
  const env = process.env.TARO_ENV || 'h5'
  // API_ROOT, SIGN_SECRET and WX_APPID (H5 calls its own origin's /api; the mini-program needs a full URL)
  const built = buildEnv(env)
  applyAppId(built)
  return {
    projectName: 'yunqicha',
    date: '2026-11-21',
    designWidth,
    deviceRatio,
    sourceRoot: 'src',
    outputRoot: `dist/${env}`,
    plugins: [],
    defineConstants: {
      API_ROOT: JSON.stringify(built.apiRoot),
      SIGN_SECRET: JSON.stringify(built.signSecret),
      PACKAGE_VERSION: JSON.stringify(packageVersion),
      // 附近企业's web map (高德 JS API): without a key the page draws its radar
      AMAP_KEY: JSON.stringify(process.env.AMAP_KEY || ''),
      AMAP_SECURITY_CODE: JSON.stringify(process.env.AMAP_SECURITY_CODE || ''),
    },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@contract': contractDir,
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: {
      enable: true,
      // app.config.ts is generated from the route manifest, which the cache cannot see through its TypeScript imports:
      // a page added to the manifest must invalidate the cached app config
      buildDependencies: {
        manifest: [path.resolve(__dirname, '..', 'src', 'routes.ts'), `${path.resolve(__dirname, '..', 'src', 'manifest')}/`],
      },
    },
    mini: {
      compile: { include: [contractDir] },
      optimizeMainPackage: { enable: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
    },
    // Taro's H5 defaults keep every function's name and quote every object key, which only adds bytes to each script
    terser:
      env !== 'h5'
        ? undefined
        : {
            enable: true,
            config: { keep_fnames: false, compress: { passes: 2 }, output: { quote_keys: false, keep_quoted_props: false } },
          },
    h5: {
      compile: { include: [contractDir] },
      useHtmlComponents: true,
      htmlPluginOption: { script: rootFontSizeScript(designWidth, deviceRatio) },
      // Pages load on demand; code two or more of them share goes to shared chunks instead of being copied into each
      // page's chunk (Taro splits only the initial chunks by default). A landing page is the exception: it keeps the
      // shared code it needs in its own chunk, so a cold visit fetches one file (and dayjs) beside the app script, not
      // a dozen — on a phone each further request waits a round trip for a free connection.
      webpackChain(chain) {
        chain.optimization.merge({
          splitChunks: {
            chunks: (chunk) => ![...chunk.groupsIterable].some((group) => LANDING_PAGES.some((page) => loadsPage(group, page))),
            minSize: 10_000,
            cacheGroups: {
              shared: { name: false, minChunks: 2, priority: 5, reuseExistingChunk: true },
              // small libraries many pages use: one copy, whatever their size
              dates: { test: /[\\/]node_modules[\\/]dayjs[\\/]/, name: 'dayjs', chunks: 'all', enforce: true, priority: 10 },
              // The first load's code in three scripts beside Taro's: the browser compiles and runs each in a task of
              // its own, where one 445 KB script had been one long task on a phone (the libraries the start
              // imports; the route manifest and its page links; the entry with the route table)
              bootLibs: {
                test: /[\\/]node_modules[\\/](mobx|crypto-js|tslib|history|query-string|universal-router|jsonp-retry)[\\/]/,
                name: 'boot-libs',
                chunks: 'initial',
                enforce: true,
                priority: 20,
              },
              bootRoutes: {
                test: /[\\/]src[\\/](links\.gen|routes|manifest|pageLink)/,
                name: 'boot-routes',
                chunks: 'initial',
                enforce: true,
                priority: 20,
              },
            },
          },
        })
        chain.plugin('custom-tabbar-only').use(CustomTabBarOnly)
        chain.plugin('lean-taro-api').use(LeanTaroApi)
        chain.plugin('preload-landing-pages').use(PreloadLandingPages, [LANDING_PAGES])
        chain.plugin('compile-hints').use(CompileHints, [LANDING_PAGES])
        // what a landing page's first paint waits for (a shared profile's header), asked for while the scripts download
        chain.plugin('early-calls').use(EarlyCalls, [{ apiRoot: built.apiRoot, signSecret: built.signSecret }])
        // the start in short tasks: the app component's heaviest imports first, a group per task (paths from src/);
        // the landing pages first in the route table, which the router walks in order; and each page's path and
        // settings shipped once, in the route manifest
        chain
          .plugin('staged-boot')
          .use(StagedBoot, [
            [
              ['mobx'],
              ['../contract/domain/sign', '../contract/endpoints'],
              ['./routes'],
              ['./links.gen'],
              ['./stores/session'],
              ['./services/request'],
              ['./stores/footprints'],
            ],
            LANDING_PAGES,
            './routes',
          ])
        // YQC_STATS=file: write which modules went into which chunk (for the bundle report, scripts/bundle-report.js)
        if (process.env.YQC_STATS) chain.plugin('yqc-stats').use(StatsFile, [process.env.YQC_STATS])
      },
      publicPath: '/',
      staticDirectory: 'static',
      router: { mode: 'hash' },
      output: { filename: 'js/[name].[hash:8].js', chunkFilename: 'js/[name].[chunkhash:8].js' },
      // the hash as long as the scripts': the runtime's map of style sheet names then repeats its map of script names,
      // which brotli sends for next to nothing
      miniCssExtractPluginOption: { ignoreOrder: true, filename: 'css/[name].[hash:8].css', chunkFilename: 'css/[name].[chunkhash:8].css' },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false },
      },
    },
  }
})
