// A page module is loaded by the framework alone: in the mini-program each page file calls Page() when it is first
// evaluated, so a module that imports another page runs that page's Page() inside its own and the imported page never
// registers. Code pages share belongs in a module of its own (components/, domain/, services/, ...).
// The pages are those of the route manifest, read from its generated list of paths (src/links.gen.ts).
const fs = require('node:fs')
const path = require('node:path')

const SRC = path.resolve(__dirname, '..', 'src')
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js']

let pages
function pagePaths() {
  if (!pages) {
    const gen = fs.readFileSync(path.join(SRC, 'links.gen.ts'), 'utf8')
    const union = /export type RoutePath =([^;]*?)\n\n/.exec(gen)?.[1] ?? ''
    pages = new Set([...union.matchAll(/'([^']+)'/g)].map((m) => m[1]))
  }
  return pages
}

/** the page path (src-relative, no extension) an import names, or null when it names no page of the manifest */
function pageOf(specifier, fromFile) {
  let target
  if (specifier.startsWith('@/')) target = path.join(SRC, specifier.slice(2))
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(fromFile), specifier)
  else return null
  const ext = path.extname(target)
  const bare = EXTENSIONS.includes(ext) ? target.slice(0, -ext.length) : target
  for (const candidate of [bare, path.join(bare, 'index')]) {
    const rel = path.relative(SRC, candidate).split(path.sep).join('/')
    if (!rel.startsWith('..') && pagePaths().has(rel)) return rel
  }
  return null
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'no module imports a page module of the route manifest' },
    messages: {
      pageImport:
        "'{{specifier}}' is the page {{page}}: a page module is loaded only by the framework (in WeChat importing it calls its Page() again). Move what is shared to a module that is not a page.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename ?? context.getFilename()
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
      const page = pageOf(source.value, file)
      if (page) context.report({ node: source, messageId: 'pageImport', data: { specifier: source.value, page } })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0])
      },
    }
  },
}
