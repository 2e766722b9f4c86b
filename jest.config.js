// Three projects: the server (node, real HTTP, real SQLite files), the framework-free domain
// logic (node), and the app (jsdom + the Taro H5 runtime: stores, services, components, pages).
// A fourth, weapp (the built mini-program in a headless WeChat runtime, test/weapp), needs dist/weapp from
// `npm run build:weapp`, so it runs only when asked for: `npm run test:weapp` (see docs/weapp.md).
const nodeBabel = {
  babelrc: false,
  configFile: false,
  presets: [['@babel/preset-env', { targets: { node: 'current' } }], '@babel/preset-typescript'],
}
const nodeProject = (displayName, roots) => ({
  displayName,
  testEnvironment: 'node',
  roots,
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.[tj]sx?$': ['babel-jest', nodeBabel] },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
})

module.exports = {
  // page tests render many pages and server tests start real servers; on a busy two-core machine 5 s is too tight
  testTimeout: 20_000,
  projects: [
    nodeProject('server', ['<rootDir>/server/test']),
    nodeProject('domain', ['<rootDir>/test/domain']),
    require('./test/jest.app.config.js'),
    // the mini-program's tests need a WeChat build (npm run build:weapp): npm run test:weapp runs them, plain jest does not
    ...(process.env.WEAPP_TESTS ? [nodeProject('weapp', ['<rootDir>/test/weapp'])] : []),
  ],
}
