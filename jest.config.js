// Three projects: the server (node, real HTTP, real SQLite files), the framework-free domain
// logic (node), and the app (jsdom + the Taro H5 runtime: stores, services, components, pages). With WEAPP_TESTS set
// (npm run test:weapp-wxml), the checks of the mini-program build too: they need dist/weapp, so plain `jest` leaves them out.
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
    ...(process.env.WEAPP_TESTS ? [nodeProject('weapp-wxml', ['<rootDir>/test/weapp/wxml'])] : []),
  ],
}
