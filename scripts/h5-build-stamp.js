// What an H5 build depends on besides its sources: the signing secret and the API root compiled into it.
// Kept as a hash in dist/ (outside the served dist/h5), so the secret itself is never written next to the app.
const crypto = require('node:crypto')

const STAMP_FILE = 'dist/.h5-build-stamp'
const DEFAULT_SIGN_SECRET = 'yqc-local-sign-secret'

function buildStamp(env) {
  const inputs = { signSecret: env.SIGN_SECRET || DEFAULT_SIGN_SECRET, apiRoot: env.API_ROOT || '' }
  return crypto.createHash('sha256').update(JSON.stringify(inputs)).digest('hex')
}

module.exports = { buildStamp, STAMP_FILE }
