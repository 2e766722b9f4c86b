/**
 * Exports: checks an export against the user's level (exports per China-time day, rows per export, phone numbers),
 * writes its file under the export folder with a random name, keeps an audit row of it, serves it to its owner until
 * it expires, runs it again with today's data, and sweeps expired files away.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { ExportFrequency, ExportItem, ExportResult, ExportState, PhoneQuote } from '../../../contract/schemas/export'
import type { PagedOf } from '../../../contract/schemas/common'
import type { AdvancedFilter } from '../../../contract/schemas/search'
import { getDimension } from '../../../contract/domain/dimensions'
import { chinaDate } from '../../../contract/domain/china-time'
import type { AppConfig } from '../config'
import { ApiError, ERRORS, badParam, fail } from '../errors'
import { DEFAULT_MEMBERSHIP, LEVEL_NAMES, TOP_LEVEL, benefitsOf, type Benefits } from '../money/plans'
import { effectiveLevel } from '../money/terms'
import { INDUSTRIES } from '../data/constants'
import { regionName } from '../data/regions'
import type { CompanyRepo, CompanyRow } from '../store/companies'
import type { ExportRepo, ExportRow } from '../store/exports'
import type { UserRepo } from '../store/users'
import { PHONE_DIMENSIONS, planFor, type ExportParams, type Target } from './sheets'
import { writeWorkbook } from './xlsx-writer'
import { countPhones, type PhoneSource } from './phones'

export type { ExportParams } from './sheets'

/** The catalogue's 4291 (a member limit): the app offers the member centre with it. */
const EXPORT_LIMIT = { ...ERRORS.MONITOR_LIMIT, msg: '今日导出次数已用完，升级会员可导出更多' }
const KIND_LABELS: Record<ExportRow['kind'], string> = {
  search: '企业搜索',
  advanced: '高级搜索',
  dimension: '维度数据',
  profile: '企业信息',
  phone: '企业电话',
}
const HOUR_MS = 3_600_000
/** a pending export older than this never finished (the server stopped while writing it) */
const STALE_MS = HOUR_MS

export interface ExportDeps {
  repo: ExportRepo
  users: UserRepo
  companies: CompanyRepo
  config: AppConfig
}

export class ExportService {
  constructor(private readonly d: ExportDeps) {}

  private now(): number {
    return this.d.config.now()
  }
  private dir(): string {
    return this.d.config.exportDir ?? this.d.repo.defaultDir()
  }
  private ttlHours(): number {
    return this.d.config.exportTtlHours ?? 72
  }
  private benefits(level: number): Benefits {
    const { quota, monitorLimits, membership = DEFAULT_MEMBERSHIP } = this.d.config
    return benefitsOf(level, { quota, monitorLimits, membership })
  }
  private async levelOf(userId: string): Promise<number> {
    const u = await this.d.users.byUserId(userId)
    if (!u) throw fail('TOKEN_INVALID')
    return effectiveLevel({ level: u.member_level, expiresAt: u.member_expires_at }, this.now())
  }

  async frequency(userId: string): Promise<ExportFrequency> {
    const level = await this.levelOf(userId)
    const b = this.benefits(level)
    const used = await this.d.repo.usedOn(userId, chinaDate(this.now()))
    return {
      level,
      levelName: LEVEL_NAMES[level],
      perDay: b.exportsPerDay,
      used,
      remaining: Math.max(0, b.exportsPerDay - used),
      rowsPerExport: b.rowsPerExport,
      phoneExport: b.phoneExport,
      ttlHours: this.ttlHours(),
      levels: LEVEL_NAMES.map((name, l) => {
        const x = this.benefits(l)
        return {
          level: l,
          name,
          perDay: x.exportsPerDay,
          rowsPerExport: x.rowsPerExport,
          phoneExport: x.phoneExport,
          phoneRowFen: x.phoneRowFen,
        }
      }),
    }
  }

  /** Writes the export now, within today's count and the level's row cap. */
  async run(userId: string, params: ExportParams, sourceId: number | null = null): Promise<ExportResult> {
    if (params.kind === 'phone') throw badParam('企业电话导出需下单购买')
    const now = this.now()
    const level = await this.levelOf(userId)
    const b = this.benefits(level)
    const target = await this.check(params, b.phoneExport)
    const title = titleOf(params, target)
    const file = `${randomUUID()}.xlsx`
    const id = await this.d.repo.reserve(
      {
        userId,
        kind: params.kind,
        title,
        params: JSON.stringify(params),
        level,
        maxRows: b.rowsPerExport,
        file,
        day: chinaDate(now),
        createdAt: now,
        expiresAt: now + this.ttlHours() * HOUR_MS,
        sourceId,
      },
      b.exportsPerDay,
    )
    if (id === null) {
      const tail = level < TOP_LEVEL ? '，升级会员可导出更多' : '，请明天再试'
      throw new ApiError(
        EXPORT_LIMIT,
        `今日导出次数已用完（${LEVEL_NAMES[level]}每日${b.exportsPerDay}次）${tail}`,
        await this.frequency(userId),
      )
    }
    await this.write(userId, id, file, params, target, { maxRows: b.rowsPerExport, phone: b.phoneExport, title, now })
    return this.result(userId, id)
  }

  /**
   * What a phone export of the result would hold and cost at the user's level, or, where the level cannot buy one, at
   * the lowest level that can (so the user sees what an upgrade gives).
   */
  async quotePhones(userId: string, source: PhoneSource): Promise<PhoneQuote> {
    const level = await this.levelOf(userId)
    const allowed = this.benefits(level).phoneExport
    const upgrade = allowed ? -1 : LEVEL_NAMES.findIndex((_, l) => l > level && this.benefits(l).phoneExport)
    const quoteLevel = upgrade > 0 ? upgrade : level
    const b = this.benefits(quoteLevel)
    const count = await this.d.repo.read((reader) => countPhones(source, reader, b.rowsPerExport))
    return {
      title: phoneTitle(source),
      allowed,
      upgradeLevel: upgrade > 0 ? upgrade : null,
      level: quoteLevel,
      levelName: LEVEL_NAMES[quoteLevel],
      totalHits: count.total,
      scanned: count.scanned,
      rowsPerExport: b.rowsPerExport,
      rows: count.rows,
      phones: count.phones,
      rowFen: b.phoneRowFen,
      priceFen: count.rows * b.phoneRowFen,
      ttlHours: this.ttlHours(),
      preview: count.preview,
    }
  }

  /**
   * The file of a paid phone export, at most `rows` companies: made once per order (a second call while the first is
   * writing, or after it, gets the same export). Not counted against the day: it was paid for.
   */
  async runPaid(userId: string, p: Extract<ExportParams, { kind: 'phone' }>, rows: number, level: number): Promise<ExportResult> {
    const now = this.now()
    const title = titleOf(p, {})
    const file = `${randomUUID()}.xlsx`
    const id = await this.d.repo.reserveForOrder({
      userId,
      kind: 'phone',
      title,
      params: JSON.stringify(p),
      level,
      maxRows: rows,
      file,
      day: chinaDate(now),
      createdAt: now,
      expiresAt: now + this.ttlHours() * HOUR_MS,
      sourceId: null,
      orderNo: p.orderNo,
    })
    if (id === null) {
      const existing = await this.d.repo.byOrder(p.orderNo)
      if (!existing || existing.state === 'pending') throw badParam('文件正在生成，请稍后在“我的下载”中查看')
      return this.result(userId, existing.id)
    }
    await this.write(userId, id, file, p, {}, { maxRows: rows, phone: true, title, now })
    return this.result(userId, id)
  }

  private async write(
    userId: string,
    id: number,
    file: string,
    params: ExportParams,
    target: Target,
    o: { maxRows: number; phone: boolean; title: string; now: number },
  ): Promise<void> {
    const full = path.join(this.dir(), file)
    try {
      await fs.promises.mkdir(this.dir(), { recursive: true })
      const { r, total } = await this.d.repo.read(async (reader) => {
        const plan = await planFor(params, reader, target, o.phone)
        const written = await writeWorkbook(full, plan.sheets, {
          userId,
          maxRows: o.maxRows,
          now: o.now,
          title: o.title,
          exportId: String(id),
        })
        return { r: written, total: plan.total() }
      })
      // a paid phone export holds what was paid for: reaching its row count is not a cap
      const capped = params.kind !== 'phone' && (r.capped || (total !== undefined && r.rows < total))
      await this.d.repo.finish(id, { rows: r.rows, capped, bytes: r.bytes })
    } catch (e) {
      await this.d.repo.fail(id)
      await fs.promises.rm(full, { force: true })
      throw e
    }
  }

  private async result(userId: string, id: number): Promise<ExportResult> {
    return { item: this.item((await this.d.repo.byId(userId, id))!), frequency: await this.frequency(userId) }
  }

  /** The export a paid order delivered, as the app shows it. */
  async resultOf(userId: string, id: number): Promise<ExportResult> {
    if (!(await this.d.repo.byId(userId, id))) throw fail('NOT_FOUND', '导出记录不存在')
    return this.result(userId, id)
  }

  /** An export of a paid order that was not delivered after all: its file goes and it is never served. */
  async discard(userId: string, id: number): Promise<void> {
    const row = await this.d.repo.byId(userId, id)
    if (row) await fs.promises.rm(path.join(this.dir(), row.file), { force: true })
    await this.d.repo.discard(id)
  }

  /** Gives up the order's exports left pending by a writer that died, and their partial files. */
  async abandonPending(orderNo: string): Promise<void> {
    for (const row of await this.d.repo.pendingOfOrder(orderNo)) {
      await fs.promises.rm(path.join(this.dir(), row.file), { force: true })
      await this.d.repo.fail(row.id)
    }
  }

  /** The same export again with today's data: a new file, counted against today. */
  async reExport(userId: string, id: number): Promise<ExportResult> {
    const row = await this.d.repo.byId(userId, id)
    if (!row || row.state === 'pending') throw fail('NOT_FOUND', '导出记录不存在')
    if (row.kind === 'phone') throw badParam('企业电话导出需重新下单购买')
    return this.run(userId, JSON.parse(row.params) as ExportParams, row.id)
  }

  async list(userId: string, pageNum: number, pageSize: number): Promise<PagedOf<ExportItem>> {
    const total = await this.d.repo.count(userId)
    const list = (await this.d.repo.list(userId, pageSize, (pageNum - 1) * pageSize)).map((r) => this.item(r))
    return { total, totalText: String(total), pageNum, pageSize, list }
  }

  /** The owner's file while it has not expired; anything else is 4040. */
  async file(userId: string, id: number): Promise<{ path: string; name: string; size: number }> {
    const row = await this.d.repo.byId(userId, id)
    const gone = fail('NOT_FOUND', '文件不存在或已过期')
    if (!row || this.stateOf(row) !== 'ready') throw gone
    // a paid file is the order's: it is served only while the order is paid and delivered
    if (row.order_no && !(await this.d.repo.orderDelivered(row.order_no))) throw gone
    const full = path.join(this.dir(), row.file)
    const stat = await fs.promises.stat(full).catch(() => null)
    if (!stat?.isFile()) throw gone
    return { path: full, name: fileNameOf(row), size: stat.size }
  }

  /** Deletes the files of expired exports and marks them expired; returns how many rows it settled. */
  async sweep(): Promise<number> {
    const now = this.now()
    const due = await this.d.repo.due(now, now - STALE_MS)
    for (const row of due) {
      await fs.promises.rm(path.join(this.dir(), row.file), { force: true })
      if (row.state === 'ready') await this.d.repo.expire(row.id)
      else await this.d.repo.fail(row.id)
    }
    return due.length
  }

  private async check(p: ExportParams, phone: boolean): Promise<Target> {
    if (p.kind === 'search' || p.kind === 'advanced' || p.kind === 'phone') return {}
    if (p.kind === 'profile') return { company: await this.company(p.pid) }
    const dimension = getDimension(p.dimension)
    if (!dimension) throw badParam(`未知的数据维度：${p.dimension}`)
    if (dimension.entity === 'person') throw badParam(`${dimension.label}不支持按企业导出`)
    const company = await this.company(p.pid)
    if (!phone && PHONE_DIMENSIONS.has(dimension.key)) {
      const from = LEVEL_NAMES.findIndex((_, l) => this.benefits(l).phoneExport)
      throw from < 0
        ? badParam('暂不支持导出电话号码')
        : new ApiError(EXPORT_LIMIT, `导出电话号码需开通${LEVEL_NAMES[from]}，升级会员即可导出`)
    }
    return { company, dimension }
  }

  private async company(pid: string): Promise<CompanyRow> {
    const c = await this.d.companies.byPid(pid)
    if (!c) throw fail('NOT_FOUND', '企业不存在')
    return c
  }

  private stateOf(row: ExportRow): ExportState {
    if (row.state === 'pending' || row.state === 'failed') return 'failed'
    return row.state === 'expired' || row.expires_at <= this.now() ? 'expired' : 'ready'
  }

  private item(row: ExportRow): ExportItem {
    return {
      id: row.id,
      title: row.title,
      kind: row.kind,
      kindLabel: KIND_LABELS[row.kind],
      rows: row.rows,
      capped: row.capped === 1,
      size: row.bytes,
      fileName: fileNameOf(row),
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      state: this.stateOf(row),
    }
  }
}

export const exportServiceOf = (app: FastifyInstance): ExportService =>
  new ExportService({ repo: app.repos.exports, users: app.repos.users, companies: app.repos.companies, config: app.config })

/** For a timer in main.ts: deletes expired export files and marks their rows expired. */
export const sweepExports = (app: FastifyInstance): Promise<number> => exportServiceOf(app).sweep()

function titleOf(p: ExportParams, t: Target): string {
  switch (p.kind) {
    case 'search':
      return `企业搜索-${p.keyword}`
    case 'advanced':
      return `高级搜索-${filterText(p.filter)}`
    case 'dimension':
      return `${t.company!.name}-${t.dimension!.label}`
    case 'profile':
      return `${t.company!.name}-企业信息`
    case 'phone':
      return phoneTitle(p.source)
  }
}

function phoneTitle(source: PhoneSource): string {
  return `企业电话-${source.kind === 'search' ? source.keyword : filterText(source.filter)}`
}

function filterText(f: AdvancedFilter): string {
  const parts = [
    f.keyword,
    f.regionCode && regionName(f.regionCode).split(' ').pop(),
    f.industry && INDUSTRIES.find((i) => i.code === f.industry)?.name,
    f.status,
    f.companyType,
    (f.capitalMin !== undefined || f.capitalMax !== undefined) && `注册资本${f.capitalMin ?? 0}-${f.capitalMax ?? '不限'}万`,
    (f.estStart || f.estEnd) && `成立${f.estStart ?? ''}至${f.estEnd ?? ''}`,
  ]
  return parts.filter(Boolean).join('·') || '全部企业'
}

/** '{title}-{yyyymmdd}.xlsx' without the characters file systems refuse. */
export function fileNameOf(row: Pick<ExportRow, 'title' | 'created_at'>): string {
  // eslint-disable-next-line no-control-regex -- control characters are not allowed in file names either
  const safe = row.title.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '_').slice(0, 100)
  return `${safe}-${chinaDate(row.created_at).replace(/-/g, '')}.xlsx`
}

/** An attachment with an ASCII fallback name and the real (Chinese) one in RFC 5987 form. */
export function contentDisposition(name: string, id: number): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="yqc-export-${id}.xlsx"; filename*=UTF-8''${encoded}`
}
