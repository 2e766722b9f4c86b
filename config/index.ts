import path from 'node:path'
import { defineConfig } from '@tarojs/cli'

const signSecret = process.env.SIGN_SECRET || 'yqc-local-sign-secret'
// H5 is served by our own server, so it calls the API on the same origin; the mini-program needs a full URL.
const apiRoot = (platform: string) =>
  process.env.API_ROOT || (platform === 'weapp' ? `http://127.0.0.1:${process.env.PORT || 8080}/api` : '/api')

export default defineConfig<'webpack5'>(async () => {
  const env = process.env.TARO_ENV || 'h5'
  return {
    projectName: 'yunqicha',
    date: '2026-11-21',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${env}`,
    plugins: [],
    defineConstants: {
      API_ROOT: JSON.stringify(apiRoot(env)),
      SIGN_SECRET: JSON.stringify(signSecret),
    },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@types': path.resolve(__dirname, '..', 'types'),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: true },
    mini: {
      optimizeMainPackage: { enable: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false },
      },
    },
    h5: {
      publicPath: '/',
      staticDirectory: 'static',
      router: { mode: 'hash' },
      output: { filename: 'js/[name].[hash:8].js', chunkFilename: 'js/[name].[chunkhash:8].js' },
      miniCssExtractPluginOption: { ignoreOrder: true, filename: 'css/[name].[hash].css', chunkFilename: 'css/[name].[chunkhash].css' },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false },
      },
    },
  }
})
