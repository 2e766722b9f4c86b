// WeChat's WXML compiler on the mini-program build (dist/weapp, from `npm run build:weapp`): every template compiles,
// and page templates render a Taro node tree to the text it holds.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { nodeAliases, renderPage, type WxmlElement, type WxmlNode } from './render'

const { compileWxml, listFiles } = require('../../../scripts/wcc') as typeof import('../../../scripts/wcc')

const dist = path.join(__dirname, '..', '..', '..', 'dist', 'weapp')

function requireBuild() {
  if (!fs.existsSync(path.join(dist, 'app.json')) || !fs.existsSync(path.join(dist, 'base.wxml'))) {
    throw new Error(`${dist} has no mini-program build: run npm run build:weapp first`)
  }
}

function pagesOf(): string[] {
  const app = JSON.parse(fs.readFileSync(path.join(dist, 'app.json'), 'utf8'))
  const sub = (app.subPackages || app.subpackages || []).flatMap((p: { root: string; pages: string[] }) =>
    p.pages.map((page) => `${p.root.replace(/\/$/, '')}/${page}`),
  )
  return [...app.pages, ...sub]
}

const find = (n: WxmlNode, tag: string): WxmlElement | undefined =>
  typeof n === 'string' ? undefined : n.tag === tag ? n : n.children.map((c) => find(c, tag)).find(Boolean)

beforeAll(requireBuild)

test('every .wxml of the build compiles with wcc', () => {
  const wxml = listFiles(dist, '.wxml')
  const { files } = compileWxml(dist)
  expect(files).toEqual(wxml)
  const missing = pagesOf().filter((p) => !wxml.includes(`${p}.wxml`))
  expect(missing).toEqual([])
  expect(wxml).toEqual(expect.arrayContaining(['base.wxml', 'comp.wxml']))
})

describe('page templates render a Taro node tree', () => {
  let view: string, text: string, textNode: string
  beforeAll(() => {
    const aliases = nodeAliases(dist)
    view = aliases.tags.view[0]
    text = aliases.tags.text[0]
    textNode = aliases.text
  })
  const t = (v: string, sid: string) => ({ nn: textNode, sid, v })

  test('the home page shows the text of its nodes', () => {
    const data = { root: { cn: [{ nn: view, sid: '_1', cn: [t('云企查', '_2'), { nn: text, sid: '_3', cn: [t(' 企业查询', '_4')] }] }] } }
    const { text: shown, tree, warnings } = renderPage(dist, 'pages/index/index', data)
    expect(warnings).toEqual([])
    expect(shown).toBe('云企查 企业查询')
    expect(tree.children).toEqual([expect.objectContaining({ tag: 'view', attr: expect.objectContaining({ id: '_1' }) })])
    expect(find(tree, 'text')?.children).toEqual([' 企业查询'])
  })

  test('every page listed in app.json renders', () => {
    const data = { root: { cn: [{ nn: view, sid: '_1', cn: [t('云企查', '_2')] }] } }
    const failed = pagesOf().filter((p) => renderPage(dist, p, data).text !== '云企查')
    expect(failed).toEqual([])
  })

  test('a tree deeper than the base templates goes on through the custom component', () => {
    let node: object = t('深处', 'deep')
    for (let i = 0; i < 40; i++) node = { nn: view, sid: `_${i}`, cn: [node] }
    const { text: shown, tree, warnings } = renderPage(dist, 'pages/mine/mine', { root: { cn: [node] } })
    expect(warnings).toEqual([])
    expect(shown).toBe('深处')
    expect(find(tree, 'comp')).toBeDefined()
  })

  test('a node name no template knows renders nothing, with a warning', () => {
    const { text: shown, warnings } = renderPage(dist, 'pages/index/index', { root: { cn: [{ nn: 'no-such', sid: '_1' }] } })
    expect(shown).toBe('')
    expect(warnings.join('\n')).toMatch(/tmpl_0_no-such` not found/)
  })
})

describe('a broken template', () => {
  let copy: string
  beforeAll(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-wxml-'))
    for (const f of [...listFiles(dist, '.wxml'), ...listFiles(dist, '.wxs'), ...listFiles(dist, '.json')]) {
      fs.mkdirSync(path.dirname(path.join(copy, f)), { recursive: true })
      fs.copyFileSync(path.join(dist, f), path.join(copy, f))
    }
  })
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }))

  test('fails the compile, naming the file and the line', () => {
    expect(() => compileWxml(copy)).not.toThrow()
    fs.appendFileSync(path.join(copy, 'pages/mine/mine.wxml'), '\n<view><text>未闭合</view>\n')
    expect(() => compileWxml(copy)).toThrow(/pages\/mine\/mine\.wxml:\d+:\d+: expect end-tag `text`/)
  })
})
