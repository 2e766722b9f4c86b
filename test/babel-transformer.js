// Same as @tarojs/test-utils-react's transformer, with React's automatic JSX runtime
// (the app's files use JSX without importing React, as Taro 4 builds them).
const path = require('node:path')
const { createTransformer } = require('babel-jest')
const apiLoader = ((m) => m.default || m)(require('@tarojs/plugin-framework-react/dist/api-loader.js'))

const transform = createTransformer({
  babelrc: false,
  configFile: false,
  presets: [
    ['@babel/preset-env', { modules: 'commonjs', targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
})
const srcDir = path.join(__dirname, '..', 'src')
const process0 = transform.process.bind(transform)
transform.process = (sourceText, sourcePath, options) => {
  if (sourcePath.includes('test-utils-react/dist/jest/runtime/taro-h5.js')) sourceText = apiLoader(sourceText)
  if (sourcePath.startsWith(srcDir))
    sourceText = sourceText.replace(/process\.env\.TARO_ENV/g, '(process.env.TARO_ENV_JEST || process.env.TARO_ENV)')
  return process0(sourceText, sourcePath, options)
}
module.exports = transform
