/**
 * setData payloads and the node tree Taro renders from them. The short keys (nn, cn, v, cl, st, sid …) and each
 * component's attribute aliases are read from the build's base.wxml, the template WeChat itself renders.
 */
import fs from 'node:fs'
import path from 'node:path'

/** `root.cn.[0].cn.[2].v` (Taro) and `a[0].b` (WeChat) alike */
export function pathTokens(key: string): (string | number)[] {
  const out: (string | number)[] = []
  for (const m of key.matchAll(/\[(\d+)\]|[^.[\]]+/g)) out.push(m[1] !== undefined ? Number(m[1]) : m[0])
  return out
}

export function applySetData(data: Record<string, any>, payload: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(payload)) {
    const tokens = pathTokens(key)
    let at: any = data
    for (let i = 0; i < tokens.length - 1; i++) {
      const t = tokens[i]
      if (at[t] === null || typeof at[t] !== 'object') at[t] = typeof tokens[i + 1] === 'number' ? [] : {}
      at = at[t]
    }
    // WeChat copies what it is given: a later change to the object passed must not reach the page's data
    at[tokens[tokens.length - 1]] = value === undefined ? undefined : structuredClone(value)
  }
}

export interface TemplateInfo {
  /** component tag, e.g. 'view', 'button' */
  tag: string
  /** attribute name in WXML (e.g. 'open-type') -> key in the node's data (e.g. 'p3') */
  attrs: Record<string, string>
  /** event name ('tap', 'getphonenumber', 'input' …) -> handler method name ('eh') */
  events: Record<string, string>
}

export interface AliasMap {
  /** the value of `nn` -> what the template for it renders */
  templates: Map<string, TemplateInfo>
}

/** Reads every `<template name="tmpl_0_X">` of base.wxml: which component X stands for and where its attributes come from. */
export function readAliasMap(distDir: string): AliasMap {
  const wxml = fs.readFileSync(path.join(distDir, 'base.wxml'), 'utf8')
  const templates = new Map<string, TemplateInfo>()
  const re = /<template name="tmpl_0_([^"]+)">\s*<([\w-]+)([^>]*)>/g
  for (const m of wxml.matchAll(re)) {
    const [, num, tag, rest] = m
    const attrs: Record<string, string> = {}
    const events: Record<string, string> = {}
    for (const a of rest.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      const [, name, value] = a
      const ev = /^(?:bind|catch):?(\w+)$/.exec(name)
      if (ev) {
        events[ev[1]] = value
        continue
      }
      const alias = /\bi\.(\w+)/.exec(value)
      if (alias) attrs[name] = alias[1]
    }
    if (!templates.has(num)) templates.set(num, { tag, attrs, events })
  }
  // input and textarea switch on focus between two templates (tmpl_0_X_focus / _blur) of the same component
  for (const [num, info] of templates) {
    const real = info.tag === 'template' ? (templates.get(`${num}_blur`) ?? templates.get(`${num}_focus`)) : undefined
    if (real) templates.set(num, real)
  }
  if (templates.size === 0) throw new Error(`no Taro templates found in ${distDir}/base.wxml`)
  return { templates }
}

export interface Node {
  tag: string
  /** '#text' nodes carry text */
  text?: string
  sid?: string
  id?: string
  className: string
  /** attributes by WXML name */
  attrs: Record<string, unknown>
  events: Record<string, string>
  children: Node[]
  parent?: Node
  raw: Record<string, any>
}

export function buildTree(root: any, aliases: AliasMap): Node {
  const make = (raw: any, parent?: Node): Node => {
    const nn = String(raw?.nn ?? '')
    const info = aliases.templates.get(nn)
    // the text template is `<block>{{i.v}}</block>`
    const isText = info?.tag === 'block' || (!info && typeof raw?.v === 'string')
    const node: Node = {
      tag: isText ? '#text' : (info?.tag ?? (nn || 'root')),
      text: typeof raw?.v === 'string' ? raw.v : undefined,
      sid: raw?.sid,
      id: raw?.uid ?? raw?.sid,
      className: typeof raw?.cl === 'string' ? raw.cl : '',
      attrs: {},
      events: info?.events ?? {},
      children: [],
      parent,
      raw,
    }
    if (info) for (const [name, key] of Object.entries(info.attrs)) if (raw[key] !== undefined) node.attrs[name] = raw[key]
    for (const c of Array.isArray(raw?.cn) ? raw.cn : []) if (c) node.children.push(make(c, node))
    return node
  }
  return make(root ?? {})
}

export function textOf(node: Node): string {
  if (node.text !== undefined && node.children.length === 0) return node.text
  return node.children.map(textOf).join('')
}

export function walk(node: Node, visit: (n: Node) => void): void {
  visit(node)
  for (const c of node.children) walk(c, visit)
}
