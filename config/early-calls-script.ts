import path from 'node:path'

export interface EarlyCallValues {
  apiRoot: string
  signSecret: string
}

/** config/early-calls.ts bundled (the shared signing code with it) and minified, with the build's values filled in. */
export function earlyCallsScript(values: EarlyCallValues): string {
  // required, not imported: only an H5 build (or its test) loads esbuild
  const esbuild: typeof import('esbuild') = require('esbuild')
  const out = esbuild.buildSync({
    entryPoints: [path.join(__dirname, 'early-calls.ts')],
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    target: 'es2017',
    define: {
      EARLY_API_ROOT: JSON.stringify(values.apiRoot),
      EARLY_SIGN_SECRET: JSON.stringify(values.signSecret),
    },
  })
  return out.outputFiles[0].text.trim()
}
