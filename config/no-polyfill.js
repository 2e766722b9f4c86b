// The H5 build targets browsers with fetch and AbortController built in (see babel.config.js), so Taro's polyfills
// for them resolve to this empty module.
