/**
 * Monitoring, dynamics, messages, notification settings and the push socket (types/api-monitor.ts).
 */
import type { FastifyInstance } from 'fastify'
import { ApiError, ERRORS, badParam, fail, ok } from '../errors'
import type { RouteContext } from './context'
import { asParams, bool, int, oneOf, page, str, type Params } from './params'
import { chinaDate } from '../store/trends'
import type {
  AddMonitorBody, BatchAddResult, DynamicDetail, DynamicLevel, DynamicShare, DynamicsResult, MessageListResult, MessageTrend,
  MonitorDetail, MonitorDimensionCatalog, MonitorGroup, MonitorItem, MonitorKind, MonitorListResult, MonitorQuota, MonitorSetting,
  MonitorStatus, NotifySetting, RecentRange, TargetSetting,
} from '../../../types/api-monitor'
import { DYNAMIC_LEVEL_LABELS, RECENT_RANGES } from '../../../types/api-monitor'
import { ALL_LEVELS, MONITOR_DIMENSIONS, MONITOR_DIMENSION_MAP } from '../monitor/catalog'
import { effectiveSetting, notifySetting, saveNotify, saveSetting } from '../monitor/settings'
import { levelCounts, listMessages, MONITOR_SELECT, rangeStart, toDynamic, toMonitorItems, unreadCount, type DynamicRow, type MessageFilter } from '../monitor/queries'
import { limitFor } from '../monitor/limits'
import type { MonitorRuntime } from '../monitor/runtime'
import { applyFeed, generateFeed } from '../monitor/feed'
import { tokenOf } from '../plugins/auth'

const MAX_GROUPS = 20
const KINDS = ['company', 'person'] as const
const RANGES = RECENT_RANGES.map((r) => r.key)
const TEMPLATE_IDS = [process.env.WX_SUBSCRIBE_TEMPLATE_ID || 'yqc-local-monitor-template']

export function monitorRoutes(app: FastifyInstance, ctx: RouteContext, rt: MonitorRuntime): void {
  const { db } = ctx
  const login = { preHandler: ctx.auth.requireLogin }
  const uid = (request: { auth: { userId: string } | null }) => request.auth!.userId
  const today = () => chinaDate(ctx.config.now())

  // ---------- helpers ----------
  function defaultGroup(userId: string): number {
    const row = db.prepare('SELECT id FROM monitor_groups WHERE user_id = ? AND is_default = 1').get(userId) as { id: number } | undefined
    if (row) return row.id
    return Number(db.prepare('INSERT INTO monitor_groups (user_id, name, is_default, created_at) VALUES (?,?,1,?)').run(userId, '默认分组', ctx.config.now()).lastInsertRowid)
  }
  function ownGroup(userId: string, id: number): { id: number; name: string; is_default: number } {
    const g = db.prepare('SELECT id, name, is_default FROM monitor_groups WHERE id = ? AND user_id = ?').get(id, userId) as { id: number; name: string; is_default: number } | undefined
    if (!g) throw fail('NOT_FOUND', '分组不存在')
    return g
  }
  function quota(userId: string): MonitorQuota {
    const level = (db.prepare('SELECT member_level FROM users WHERE user_id = ?').get(userId) as { member_level: number } | undefined)?.member_level ?? 0
    const used = (db.prepare('SELECT COUNT(*) AS n FROM monitors WHERE user_id = ?').get(userId) as { n: number }).n
    return { memberLevel: level, used, limit: limitFor(rt.limits, level) }
  }
  function items(userId: string, where: string, args: unknown[], tail = ''): MonitorItem[] {
    return toMonitorItems(db, userId, db.prepare(`${MONITOR_SELECT} WHERE m.user_id = ? ${where} ${tail}`).all(userId, ...args) as never, today())
  }
  function ownMonitor(userId: string, id: number): MonitorItem {
    const [m] = items(userId, 'AND m.id = ?', [id])
    if (!m) throw fail('NOT_FOUND', '监控对象不存在')
    return m
  }
  function dims(raw: unknown, label = '监控维度', kind?: MonitorKind): string[] {
    const list = typeof raw === 'string' ? raw.split(',').map((s) => s.trim()).filter(Boolean) : raw
    if (!Array.isArray(list) || list.some((x) => typeof x !== 'string')) throw badParam(`${label}格式不正确`)
    const bad = list.find((k) => !MONITOR_DIMENSION_MAP.has(k as string))
    if (bad !== undefined) throw badParam(`未知的监控维度 ${bad}`)
    if (kind) {
      const wrong = list.find((k) => { const e = MONITOR_DIMENSION_MAP.get(k as string)!.entity; return e !== 'both' && e !== kind })
      if (wrong !== undefined) throw badParam(`${MONITOR_DIMENSION_MAP.get(wrong as string)!.label}不适用于${kind === 'company' ? '企业' : '人员'}`)
    }
    if (list.length === 0) throw badParam('请至少选择一个监控维度')
    return [...new Set(list as string[])]
  }
  function levels(raw: unknown): DynamicLevel[] {
    const list = typeof raw === 'string' ? raw.split(',').map((s) => s.trim()).filter(Boolean) : raw
    if (!Array.isArray(list) || list.some((x) => !ALL_LEVELS.includes(x as DynamicLevel))) throw badParam('风险等级取值无效')
    if (list.length === 0) throw badParam('请至少选择一个风险等级')
    return [...new Set(list as DynamicLevel[])]
  }
  function targetName(kind: MonitorKind, id: string): string | undefined {
    if (kind === 'company') return (db.prepare('SELECT name FROM companies WHERE pid = ?').get(id) as { name: string } | undefined)?.name
    return (db.prepare('SELECT name FROM persons WHERE person_id = ?').get(id) as { name: string } | undefined)?.name
  }
  function messageFilter(userId: string, p: Params): MessageFilter {
    const f: MessageFilter = {}
    if (p.groupId !== undefined && p.groupId !== '') f.groupId = ownGroup(userId, int(p, 'groupId', { label: '分组', min: 1, max: 2 ** 31, def: 0 })).id
    if (p.level) f.levels = levels(p.level)
    if (p.dimension) f.dimensions = dims(p.dimension)
    if (p.range) f.since = rangeStart(oneOf(p, 'range', '时间范围', RANGES), today())
    if (p.kind) f.kind = oneOf(p, 'kind', '监控类型', KINDS)
    return f
  }
  /** Adds one target (checks done by the caller); past dynamics of the last half year come in as read messages. */
  function insertMonitor(userId: string, body: { kind: MonitorKind; targetId: string; groupId: number; dimensions: string[] | null }): number {
    const now = ctx.config.now()
    const id = Number(db.prepare('INSERT INTO monitors (user_id, kind, target_id, group_id, dimensions, created_at) VALUES (?,?,?,?,?,?)')
      .run(userId, body.kind, body.targetId, body.groupId, body.dimensions ? JSON.stringify(body.dimensions) : null, now).lastInsertRowid)
    const s = effectiveSetting(db, userId)
    const watched = new Set(body.dimensions ?? s.dimensions)
    const past = db.prepare('SELECT id, date, level, dimension FROM dynamics WHERE kind = ? AND target_id = ? AND date >= ?').all(body.kind, body.targetId, rangeStart('6m', today())) as Array<{ id: number; date: string; level: string; dimension: string }>
    const ins = db.prepare('INSERT OR IGNORE INTO messages (user_id, dynamic_id, monitor_id, date, level, dimension, read_at, pushed, created_at) VALUES (?,?,?,?,?,?,?,1,?)')
    for (const d of past) if (watched.has(d.dimension) && s.levels.includes(d.level as DynamicLevel)) ins.run(userId, d.id, id, d.date, d.level, d.dimension, now, now)
    return id
  }
  function addChecked(userId: string, p: Params): { kind: MonitorKind; targetId: string; groupId: number; dimensions: string[] | null } {
    const kind = oneOf(p, 'kind', '监控类型', KINDS)
    const targetId = str(p, 'targetId', { label: kind === 'company' ? '企业编号' : '人员编号', required: true, max: 64, pattern: /^[0-9A-Za-z_-]{1,64}$/ })
    if (!targetName(kind, targetId)) throw fail('NOT_FOUND', kind === 'company' ? '企业不存在' : '人员不存在')
    const groupId = p.groupId === undefined || p.groupId === null || p.groupId === '' ? defaultGroup(userId) : ownGroup(userId, int(p, 'groupId', { label: '分组', min: 1, max: 2 ** 31, def: 0 })).id
    const dimensions = p.dimensions === undefined || p.dimensions === null ? null : dims(p.dimensions, '监控维度', kind)
    return { kind, targetId, groupId, dimensions }
  }
  const limitError = (q: MonitorQuota) => new ApiError(ERRORS.MONITOR_LIMIT, `监控数量已达上限（${q.limit}个），升级会员可监控更多`, q)

  // ---------- catalogue ----------
  app.get('/yqc/api/v1/monitor/dimensions', async () => {
    const data: MonitorDimensionCatalog = { list: MONITOR_DIMENSIONS, levels: ALL_LEVELS.map((key) => ({ key, label: DYNAMIC_LEVEL_LABELS[key] })), ranges: RECENT_RANGES }
    return ok(data)
  })

  // ---------- monitors ----------
  app.post('/yqc/api/v1/monitor/add', login, async (request) => {
    const userId = uid(request)
    const body = addChecked(userId, asParams(request.body))
    const item = db.transaction(() => {
      if (db.prepare('SELECT 1 FROM monitors WHERE user_id = ? AND kind = ? AND target_id = ?').get(userId, body.kind, body.targetId)) throw new ApiError(ERRORS.CONFLICT, '已在监控中')
      const q = quota(userId)
      if (q.used >= q.limit) throw limitError(q)
      return ownMonitor(userId, insertMonitor(userId, body))
    })()
    return ok(item)
  })

  app.post('/yqc/api/v1/monitor/batchAdd', login, async (request) => {
    const userId = uid(request)
    const list = asParams(request.body).items
    if (!Array.isArray(list) || list.length === 0 || list.length > 50) throw badParam('请选择1到50个监控对象')
    const checked = list.map((x) => addChecked(userId, asParams(x as AddMonitorBody)))
    const data = db.transaction((): BatchAddResult => {
      const added: MonitorItem[] = []
      const skipped: BatchAddResult['skipped'] = []
      for (const b of checked) {
        if (db.prepare('SELECT 1 FROM monitors WHERE user_id = ? AND kind = ? AND target_id = ?').get(userId, b.kind, b.targetId)) skipped.push({ targetId: b.targetId, reason: '已在监控中' })
        else {
          const q = quota(userId)
          if (q.used >= q.limit) skipped.push({ targetId: b.targetId, reason: `监控数量已达上限（${q.limit}个）` })
          else added.push(ownMonitor(userId, insertMonitor(userId, b)))
        }
      }
      return { added, skipped, quota: quota(userId) }
    })()
    return ok(data)
  })

  app.get('/yqc/api/v1/monitor/list', login, async (request) => {
    const userId = uid(request)
    const p = asParams(request.query)
    const { pageNum, pageSize } = page(p)
    const parts: string[] = []
    const args: unknown[] = []
    if (p.groupId !== undefined && p.groupId !== '') {
      parts.push('AND m.group_id = ?')
      args.push(ownGroup(userId, int(p, 'groupId', { label: '分组', min: 1, max: 2 ** 31, def: 0 })).id)
    }
    if (p.kind) {
      parts.push('AND m.kind = ?')
      args.push(oneOf(p, 'kind', '监控类型', KINDS))
    }
    const keyword = str(p, 'keyword', { label: '关键词', max: 50 })
    if (keyword) {
      parts.push(`AND ((m.kind = 'company' AND m.target_id IN (SELECT pid FROM companies WHERE name LIKE ?)) OR (m.kind = 'person' AND m.target_id IN (SELECT person_id FROM persons WHERE name LIKE ?)))`)
      args.push(`%${keyword}%`, `%${keyword}%`)
    }
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM monitors m WHERE m.user_id = ? ${parts.join(' ')}`).get(userId, ...args) as { n: number }).n
    const list = items(userId, parts.join(' '), args, `ORDER BY m.created_at DESC, m.id DESC LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`)
    const data: MonitorListResult = { total, totalText: String(total), pageNum, pageSize, list, quota: quota(userId) }
    return ok(data)
  })

  app.get('/yqc/api/v1/monitor/status', login, async (request) => {
    const userId = uid(request)
    const p = asParams(request.query)
    const kind = oneOf(p, 'kind', '监控类型', KINDS)
    const targetId = str(p, 'targetId', { label: '监控对象', required: true, max: 64 })
    const [monitor] = items(userId, 'AND m.kind = ? AND m.target_id = ?', [kind, targetId])
    const data: MonitorStatus = { monitored: Boolean(monitor), monitor: monitor ?? null, quota: quota(userId) }
    return ok(data)
  })

  app.get('/yqc/api/v1/monitor/quota', login, async (request) => ok(quota(uid(request))))

  app.get('/yqc/api/v1/monitor/detail', login, async (request) => {
    const userId = uid(request)
    const p = asParams(request.query)
    let monitor: MonitorItem | undefined
    if (p.id !== undefined && p.id !== '') monitor = ownMonitor(userId, int(p, 'id', { label: '监控编号', min: 1, max: 2 ** 31, def: 0 }))
    else {
      const kind = oneOf(p, 'kind', '监控类型', KINDS)
      const targetId = str(p, 'targetId', { label: '监控对象', required: true, max: 64 });
      [monitor] = items(userId, 'AND m.kind = ? AND m.target_id = ?', [kind, targetId])
      if (!monitor) throw fail('NOT_FOUND', '未监控该对象')
    }
    const f = { ...messageFilter(userId, { ...p, groupId: undefined }), monitorId: monitor.id }
    const { pageNum, pageSize } = page(p)
    const r = listMessages(db, userId, f, pageNum, pageSize)
    const data: MonitorDetail = {
      monitor, levelCounts: levelCounts(db, userId, f),
      dynamics: { total: r.total, totalText: String(r.total), pageNum, pageSize, list: r.list.map((m) => m.dynamic) },
    }
    return ok(data)
  })

  app.post('/yqc/api/v1/monitor/remove', login, async (request) => {
    const userId = uid(request)
    const ids = idList(asParams(request.body).ids, '监控对象', 100)
    const removed = db.transaction(() => {
      const marks = ids.map(() => '?').join(',')
      db.prepare(`DELETE FROM messages WHERE user_id = ? AND monitor_id IN (${marks})`).run(userId, ...ids)
      return db.prepare(`DELETE FROM monitors WHERE user_id = ? AND id IN (${marks})`).run(userId, ...ids).changes
    })()
    if (!removed) throw fail('NOT_FOUND', '监控对象不存在')
    rt.hub.sendUnread(userId)
    return ok({ removed })
  })

  // ---------- groups ----------
  const groupList = (userId: string): MonitorGroup[] => {
    defaultGroup(userId)
    return (db.prepare(`SELECT g.id, g.name, g.is_default, g.created_at, (SELECT COUNT(*) FROM monitors m WHERE m.group_id = g.id) AS count
      FROM monitor_groups g WHERE g.user_id = ? ORDER BY g.is_default DESC, g.id`).all(userId) as Array<{ id: number; name: string; is_default: number; created_at: number; count: number }>)
      .map((g) => ({ id: g.id, name: g.name, isDefault: g.is_default === 1, count: g.count, createdAt: g.created_at }))
  }
  const groupName = (p: Params) => str(p, 'name', { label: '分组名称', required: true, max: 20 })
  app.get('/yqc/api/v1/monitor/group/list', login, async (request) => ok({ list: groupList(uid(request)) }))
  app.post('/yqc/api/v1/monitor/group/create', login, async (request) => {
    const userId = uid(request)
    const name = groupName(asParams(request.body))
    const list = groupList(userId)
    if (list.some((g) => g.name === name)) throw new ApiError(ERRORS.CONFLICT, '分组名称已存在')
    if (list.length >= MAX_GROUPS) throw badParam(`最多创建${MAX_GROUPS}个分组`)
    const id = Number(db.prepare('INSERT INTO monitor_groups (user_id, name, is_default, created_at) VALUES (?,?,0,?)').run(userId, name, ctx.config.now()).lastInsertRowid)
    return ok(groupList(userId).find((g) => g.id === id)!)
  })
  app.post('/yqc/api/v1/monitor/group/rename', login, async (request) => {
    const userId = uid(request)
    const p = asParams(request.body)
    const g = ownGroup(userId, int(p, 'id', { label: '分组', min: 1, max: 2 ** 31, def: 0 }))
    const name = groupName(p)
    if (g.is_default) throw badParam('默认分组不能修改')
    if (db.prepare('SELECT 1 FROM monitor_groups WHERE user_id = ? AND name = ? AND id <> ?').get(userId, name, g.id)) throw new ApiError(ERRORS.CONFLICT, '分组名称已存在')
    db.prepare('UPDATE monitor_groups SET name = ? WHERE id = ?').run(name, g.id)
    return ok(groupList(userId).find((x) => x.id === g.id)!)
  })
  app.post('/yqc/api/v1/monitor/group/delete', login, async (request) => {
    const userId = uid(request)
    const g = ownGroup(userId, int(asParams(request.body), 'id', { label: '分组', min: 1, max: 2 ** 31, def: 0 }))
    if (g.is_default) throw badParam('默认分组不能删除')
    const moved = db.transaction(() => {
      const n = db.prepare('UPDATE monitors SET group_id = ? WHERE group_id = ? AND user_id = ?').run(defaultGroup(userId), g.id, userId).changes
      db.prepare('DELETE FROM monitor_groups WHERE id = ?').run(g.id)
      return n
    })()
    return ok({ moved })
  })
  app.post('/yqc/api/v1/monitor/group/move', login, async (request) => {
    const userId = uid(request)
    const p = asParams(request.body)
    const ids = idList(p.ids, '监控对象', 100)
    const g = ownGroup(userId, int(p, 'groupId', { label: '分组', min: 1, max: 2 ** 31, def: 0 }))
    const moved = db.prepare(`UPDATE monitors SET group_id = ? WHERE user_id = ? AND id IN (${ids.map(() => '?').join(',')})`).run(g.id, userId, ...ids).changes
    if (!moved) throw fail('NOT_FOUND', '监控对象不存在')
    return ok({ moved })
  })

  // ---------- settings ----------
  app.get('/yqc/api/v1/monitor/setting', login, async (request) => ok(effectiveSetting(db, uid(request))))
  app.post('/yqc/api/v1/monitor/setting', login, async (request) => {
    const userId = uid(request)
    const p = asParams(request.body)
    const cur = effectiveSetting(db, userId)
    const next: MonitorSetting = { dimensions: p.dimensions === undefined ? cur.dimensions : dims(p.dimensions), levels: p.levels === undefined ? cur.levels : levels(p.levels) }
    saveSetting(db, userId, next)
    return ok(next)
  })
  const targetSetting = (userId: string, id: number): TargetSetting => {
    const m = ownMonitor(userId, id)
    return { id: m.id, kind: m.kind, dimensions: m.dimensions, effective: m.dimensions ?? effectiveSetting(db, userId).dimensions.filter((k) => { const e = MONITOR_DIMENSION_MAP.get(k)?.entity; return e === 'both' || e === m.kind }) }
  }
  app.get('/yqc/api/v1/monitor/targetSetting', login, async (request) => ok(targetSetting(uid(request), int(asParams(request.query), 'id', { label: '监控编号', min: 1, max: 2 ** 31, def: 0 }))))
  app.post('/yqc/api/v1/monitor/targetSetting', login, async (request) => {
    const userId = uid(request)
    const p = asParams(request.body)
    const m = ownMonitor(userId, int(p, 'id', { label: '监控编号', min: 1, max: 2 ** 31, def: 0 }))
    const value = p.dimensions === null || p.dimensions === undefined ? null : dims(p.dimensions, '监控维度', m.kind)
    db.prepare('UPDATE monitors SET dimensions = ? WHERE id = ?').run(value ? JSON.stringify(value) : null, m.id)
    return ok(targetSetting(userId, m.id))
  })

  // ---------- dynamics ----------
  app.get('/yqc/api/v1/monitor/dynamics', login, async (request) => {
    const userId = uid(request)
    const p = asParams(request.query)
    const { pageNum, pageSize } = page(p)
    const r = listMessages(db, userId, messageFilter(userId, p), pageNum, pageSize)
    const noMonitors = !db.prepare('SELECT 1 FROM monitors WHERE user_id = ? LIMIT 1').get(userId)
    const data: DynamicsResult = { total: r.total, totalText: String(r.total), pageNum, pageSize, list: r.list.map((m) => m.dynamic), noMonitors }
    return ok(data)
  })

  function visibleDynamic(userId: string, id: number): DynamicRow & { message_id: number | null } {
    const row = db.prepare(`SELECT d.*, (SELECT m.id FROM messages m WHERE m.user_id = ? AND m.dynamic_id = d.id) AS message_id FROM dynamics d WHERE d.id = ?`).get(userId, id) as (DynamicRow & { message_id: number | null }) | undefined
    if (!row) throw fail('NOT_FOUND', '动态不存在')
    const watching = db.prepare('SELECT 1 FROM monitors WHERE user_id = ? AND kind = ? AND target_id = ?').get(userId, row.kind, row.target_id)
    if (!watching && row.message_id === null) throw fail('NOT_FOUND', '动态不存在')
    return row
  }
  app.get('/yqc/api/v1/monitor/dynamic/detail', login, async (request) => {
    const userId = uid(request)
    const row = visibleDynamic(userId, int(asParams(request.query), 'id', { label: '动态编号', min: 1, max: 2 ** 31, def: 0 }))
    const payload = JSON.parse(row.payload) as Record<string, string>
    let record: DynamicDetail['record'] = null
    if (row.source_kind === 'record' && row.source_id) {
      record = recordItem(row.source_id)
    }
    if (row.message_id !== null) {
      const changed = db.prepare('UPDATE messages SET read_at = ? WHERE id = ? AND read_at IS NULL').run(ctx.config.now(), row.message_id).changes
      if (changed) rt.hub.sendUnread(userId)
    }
    const data: DynamicDetail = {
      ...toDynamic(row), explanation: row.explanation,
      change: row.source_kind === 'change' || row.source_kind === 'company' ? { field: payload.field, before: payload.before, after: payload.after, date: row.date } : null,
      record,
      role: row.source_kind === 'role' ? { pid: payload.pid, companyName: payload.companyName, role: payload.role, position: payload.position } : null,
      messageId: row.message_id,
    }
    return ok(data)
  })
  function recordItem(id: number): DynamicDetail['record'] {
    const r = db.prepare(`SELECT r.*, c.pid, c.name AS company_name FROM records r LEFT JOIN companies c ON c.id = r.company_id WHERE r.id = ?`).get(id) as Record<string, unknown> | undefined
    if (!r) return null
    const detail = JSON.parse((r.detail as string) || '{}') as Record<string, string | number | null>
    return {
      id, dimension: r.dimension as string, pid: (r.pid as string) ?? undefined, companyName: (r.company_name as string) ?? undefined, personId: (r.person_id as string) ?? undefined,
      date: (r.date as string) ?? '', amount: (r.amount as number) ?? null, title: r.title as string, refNo: (r.ref_no as string) ?? '', status: (r.status as string) ?? '',
      parties: JSON.parse((r.parties as string) || '[]'),
      fields: { ...detail, title: r.title as string, date: (r.date as string) ?? '', amount: (r.amount as number) ?? null, refNo: (r.ref_no as string) ?? '', status: (r.status as string) ?? '' },
      source: r.source as string, capturedAt: r.captured_at as string, isCurrent: r.is_current === 1,
    }
  }
  app.get('/yqc/api/v1/monitor/dynamic/share', login, async (request) => {
    const userId = uid(request)
    const row = visibleDynamic(userId, int(asParams(request.query), 'id', { label: '动态编号', min: 1, max: 2 ** 31, def: 0 }))
    const d = toDynamic(row)
    const data: DynamicShare = {
      id: d.id, title: d.title, targetName: d.targetName, levelLabel: d.levelLabel, level: d.level, date: d.date, content: d.content,
      path: `/pagesTrends/businessDetail/businessDetail?id=${d.id}`, shareTitle: `【${d.levelLabel}】${d.targetName}${d.title}`.slice(0, 40),
    }
    return ok(data)
  })

  // ---------- messages ----------
  app.get('/msg/api/v1/message/list', login, async (request) => {
    const userId = uid(request)
    const p = asParams(request.query)
    const { pageNum, pageSize } = page(p)
    const f = messageFilter(userId, p)
    if (p.read !== undefined && p.read !== '') f.read = bool(p, 'read', '已读状态')
    const r = listMessages(db, userId, f, pageNum, pageSize)
    const data: MessageListResult = { total: r.total, totalText: String(r.total), pageNum, pageSize, list: r.list.map(({ userId: _u, ...m }) => m), unread: unreadCount(db, userId).count }
    return ok(data)
  })
  app.get('/msg/api/v1/message/unreadCount', login, async (request) => ok(unreadCount(db, uid(request))))
  app.post('/msg/api/v1/message/read', login, async (request) => {
    const userId = uid(request)
    const id = int(asParams(request.body), 'id', { label: '消息编号', min: 1, max: 2 ** 31, def: 0 })
    const row = db.prepare('SELECT read_at FROM messages WHERE id = ? AND user_id = ?').get(id, userId) as { read_at: number | null } | undefined
    if (!row) throw fail('NOT_FOUND', '消息不存在')
    if (row.read_at === null) db.prepare('UPDATE messages SET read_at = ? WHERE id = ?').run(ctx.config.now(), id)
    rt.hub.sendUnread(userId)
    return ok(unreadCount(db, userId))
  })
  app.post('/msg/api/v1/message/readAll', login, async (request) => {
    const userId = uid(request)
    const p = asParams(request.body)
    let sql = 'UPDATE messages SET read_at = ? WHERE user_id = ? AND read_at IS NULL'
    const args: unknown[] = [ctx.config.now(), userId]
    if (p.groupId !== undefined && p.groupId !== null && p.groupId !== '') {
      sql += ' AND monitor_id IN (SELECT id FROM monitors WHERE group_id = ?)'
      args.push(ownGroup(userId, int(p, 'groupId', { label: '分组', min: 1, max: 2 ** 31, def: 0 })).id)
    }
    const marked = db.prepare(sql).run(...args).changes
    rt.hub.sendUnread(userId)
    return ok({ marked, count: unreadCount(db, userId).count })
  })
  app.get('/msg/api/v1/message/trend', login, async (request) => {
    const userId = uid(request)
    const p = asParams(request.query)
    const unit = oneOf(p, 'unit', '统计单位', ['day', 'week'] as const, 'day')
    const range = oneOf(p, 'range', '时间范围', ['7d', '30d', '3m', '6m'] as const, '30d') as RecentRange
    const f = messageFilter(userId, { ...p, range: undefined, level: undefined, dimension: undefined })
    f.since = rangeStart(range, today())
    const t = today()
    const bucket = (date: string) => {
      if (unit === 'day') return date
      const ms = Date.parse(`${date}T00:00:00Z`)
      const dow = (new Date(ms).getUTCDay() + 6) % 7
      return new Date(ms - dow * 86400000).toISOString().slice(0, 10)
    }
    const points = new Map<string, MessageTrend['points'][number]>()
    for (let ms = Date.parse(`${f.since}T00:00:00Z`); ms <= Date.parse(`${t}T00:00:00Z`); ms += 86400000) {
      const label = bucket(new Date(ms).toISOString().slice(0, 10))
      if (!points.has(label)) points.set(label, { label, total: 0, high: 0, warn: 0, info: 0 })
    }
    const groupSql = f.groupId !== undefined ? ' AND monitor_id IN (SELECT id FROM monitors WHERE group_id = ?)' : ''
    const rows = db.prepare(`SELECT date, level, dimension, COUNT(*) AS n FROM messages WHERE user_id = ? AND date >= ? AND date <= ?${groupSql} GROUP BY date, level, dimension`)
      .all(userId, f.since, t, ...(f.groupId !== undefined ? [f.groupId] : [])) as Array<{ date: string; level: DynamicLevel; dimension: string; n: number }>
    const byDim = new Map<string, number>()
    let total = 0
    for (const r of rows) {
      const pt = points.get(bucket(r.date))
      if (!pt) continue
      pt.total += r.n
      pt[r.level] += r.n
      total += r.n
      byDim.set(r.dimension, (byDim.get(r.dimension) ?? 0) + r.n)
    }
    const data: MessageTrend = {
      unit, points: [...points.values()], total,
      byDimension: [...byDim.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([key, count]) => ({ key, label: MONITOR_DIMENSION_MAP.get(key)?.label ?? key, count })),
    }
    return ok(data)
  })

  // ---------- notification settings ----------
  const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/
  app.get('/msg/api/v1/notify/setting', login, async (request) => ok(notifySetting(db, uid(request))))
  app.post('/msg/api/v1/notify/setting', login, async (request) => {
    const userId = uid(request)
    const p = asParams(request.body)
    const cur = notifySetting(db, userId)
    const time = (k: string, label: string) => (p[k] === undefined ? (cur as unknown as Record<string, string>)[k] : str(p, k, { label, required: true, max: 5, pattern: HHMM, patternMsg: `${label}须为 HH:mm 格式` }))
    const flag = (k: keyof NotifySetting, label: string) => (p[k] === undefined ? (cur[k] as boolean) : bool(p, k, label))
    const next: NotifySetting = {
      pushEnabled: flag('pushEnabled', '推送开关'),
      levels: p.levels === undefined ? cur.levels : levels(p.levels),
      dimensions: p.dimensions === undefined ? cur.dimensions : p.dimensions === null ? null : dims(p.dimensions),
      quietEnabled: flag('quietEnabled', '免打扰开关'),
      quietStart: time('quietStart', '免打扰开始时间'),
      quietEnd: time('quietEnd', '免打扰结束时间'),
      digestEnabled: flag('digestEnabled', '每日简报开关'),
      digestTime: time('digestTime', '简报时间'),
      subscribed: cur.subscribed,
    }
    saveNotify(db, userId, next)
    return ok(notifySetting(db, userId))
  })
  app.get('/msg/api/v1/notify/templates', login, async () => ok({ templateIds: TEMPLATE_IDS }))
  app.post('/msg/api/v1/notify/subscribe', login, async (request) => {
    const userId = uid(request)
    const p = asParams(request.body)
    const accepted = p.accepted
    if (!Array.isArray(accepted) || accepted.some((x) => typeof x !== 'string')) throw badParam('订阅结果格式不正确')
    const n = accepted.filter((x) => TEMPLATE_IDS.includes(x as string)).length
    if (accepted.length && !n) throw badParam('未知的订阅消息模板')
    notifySetting(db, userId)
    db.prepare('UPDATE notify_settings SET subscribe_remaining = MIN(subscribe_remaining + ?, 100) WHERE user_id = ?').run(n, userId)
    const remaining = (db.prepare('SELECT subscribe_remaining FROM notify_settings WHERE user_id = ?').get(userId) as { subscribe_remaining: number }).subscribe_remaining
    return ok({ subscribed: remaining > 0, remaining })
  })

  // ---------- local demo: apply a generated feed now (not in production) ----------
  if (!ctx.config.production) {
    app.post('/yqc/api/v1/monitor/feed/run', login, async (request) => {
      const days = int(asParams(request.body), 'days', { label: '天数', min: 1, max: 30, def: 1 })
      const perDay = int(asParams(request.body), 'perDay', { label: '每天条数', min: 1, max: 2000, def: 300 })
      const text = generateFeed(db, { days, end: today(), perDay })
      const r = applyFeed(db, text, ctx.config.now())
      await rt.hub.dispatch()
      return ok({ lines: r.lines, dynamics: r.dynamics, messages: r.messages, ms: r.ms })
    })
  }

  // ---------- push socket ----------
  app.get('/msg/ws', { websocket: true }, (socket, request) => {
    let userId: string
    try {
      const q = request.query as Record<string, unknown>
      userId = ctx.auth.resolve(typeof q?.token === 'string' ? q.token : tokenOf(request)).userId
    } catch (err) {
      socket.close(4401, err instanceof ApiError ? 'token' : 'error')
      return
    }
    const remove = rt.hub.add(userId, socket)
    socket.on('message', (raw: Buffer) => {
      try {
        if ((JSON.parse(String(raw)) as { type?: string }).type === 'ping') socket.send(JSON.stringify({ type: 'pong' }))
      } catch {
        /* not JSON: ignored */
      }
    })
    socket.on('close', remove)
    socket.send(JSON.stringify({ type: 'unread', count: unreadCount(db, userId).count }))
  })
}

function idList(raw: unknown, label: string, max: number): number[] {
  const list = typeof raw === 'string' ? raw.split(',').map((s) => Number(s.trim())) : raw
  if (!Array.isArray(list) || list.length === 0) throw badParam(`请选择${label}`)
  if (list.length > max) throw badParam(`${label}一次最多${max}个`)
  if (list.some((x) => !Number.isInteger(x) || (x as number) < 1)) throw badParam(`${label}编号格式不正确`)
  return [...new Set(list as number[])]
}
