// The app project: jsdom + Taro's H5 runtime (platform set first, then Taro, then the React host config: see setup.app.js).
const path = require('node:path')
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

const root = path.resolve(__dirname, '..')

// the preset's bail and verbose settings are dropped: every failing suite should report
const {
  bail: _bail,
  verbose: _verbose,
  ...base
} = defineJestConfig({
  testEnvironment: 'jsdom',
  rootDir: root,
  roots: ['<rootDir>/test/app'],
  testMatch: ['**/*.test.ts?(x)'],
  setupFiles: [require.resolve('@tarojs/test-utils-react/dist/jest/jest.setup.js'), path.join(__dirname, 'setup.app.js')],
  transform: { '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': path.join(__dirname, 'babel-transformer.js') },
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@contract/(.*)$': '<rootDir>/contract/$1',
    '\\.(css|scss|less)$': path.join(__dirname, 'stubs', 'style.js'),
    '\\.(png|jpg|jpeg|gif|svg)$': path.join(__dirname, 'stubs', 'file.js'),
  },
  globals: { API_ROOT: '/api', SIGN_SECRET: 'yqc-local-sign-secret', PACKAGE_VERSION: require('../package.json').version },
})

module.exports = {
  ...base,
  displayName: 'app',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
}
