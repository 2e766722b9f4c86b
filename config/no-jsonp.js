// The app never asks Taro's request for JSONP (its API is on the same origin, or a full URL in the mini-program), so
// jsonp-retry, which Taro's H5 request imports for that option, resolves to this refusal.
module.exports = function jsonpUnsupported() {
  return Promise.reject(new Error('JSONP requests are not supported'))
}
