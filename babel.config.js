// The mini-program keeps the package.json browserslist (old WeChat base libraries run ES5). The H5 site is opened in
// WeChat's browser and current phone browsers, all of which run ES2017 (async functions, classes, object spread)
// natively and have fetch and AbortController; compiling down to ES5 would make every user download and run helper
// code for nothing.
const h5Targets = { chrome: '70', ios: '12.2', safari: '12.1' }

module.exports = {
  presets: [
    [
      'taro',
      {
        framework: 'react',
        ts: true,
        compiler: 'webpack5',
        ...(process.env.TARO_ENV === 'h5' && process.env.NODE_ENV !== 'test' ? { targets: h5Targets } : {}),
      },
    ],
  ],
}
