// Order matters: platform first, then Taro, then the React host config.
process.env.TARO_PLATFORM = 'web'
process.env.TARO_ENV = 'h5'
const React = require('react')
const ReactDOM = require('react-dom')
require('@tarojs/taro')
const { createH5NativeComponentConfig } = require('@tarojs/plugin-framework-react/dist/runtime')
createH5NativeComponentConfig(null, React, ReactDOM)
