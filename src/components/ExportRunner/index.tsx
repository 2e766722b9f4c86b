import { View, Text } from '@tarojs/components'
import { useEffect, useState, type ReactNode } from 'react'
import type { ExportFrequency, ExportItem, ExportResult } from '../../../contract/schemas/export'
import { formatDate } from '@contract/domain/format'
import { to } from '@/links.gen'
import { downloadExport, exportFrequency } from '@/services/exports'
import { openFile } from '@/services/files'
import { navigate } from '@/services/nav'
import './index.scss'

const LIMIT_CODE = '4291'
const go = (url: string) => navigate(url).catch(() => undefined)

/** 2048 → '2.0 KB' */
export const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`

export async function saveExport(item: ExportItem): Promise<void> {
  try {
    await openFile(await downloadExport(item.id), item.fileName)
  } catch {
    // the request door showed why
  }
}

/** A made export: its file, what it holds, until when it can be downloaded, and the download. */
export function ExportFileCard({ item, unit = '条', title = '导出完成' }: { item: ExportItem; unit?: string; title?: string }) {
  return (
    <View className='ex-card' data-testid='export-result'>
      <Text className='ex-card__title'>{title}</Text>
      <Text className='ex-file'>{item.fileName}</Text>
      <Text className='ex-meta'>
        {item.rows} {unit} · {fileSize(item.size)} · {formatDate(item.expiresAt, 'yyyy-mm-dd hh:MM')} 前可下载
      </Text>
      {item.capped && unit === '条' && <Text className='ex-warn'>数据超过每次导出上限，仅导出前 {item.rows} 条；升级会员可导出更多。</Text>}
      <View className='ex-btns'>
        <View className='ex-btn is-ghost' onClick={() => go(to.myDownloads())}>
          <Text>我的下载</Text>
        </View>
        <View className='ex-btn' onClick={() => saveExport(item)} data-testid='export-download'>
          <Text>下载文件</Text>
        </View>
      </View>
    </View>
  )
}

/**
 * What an export page shares: today's exports left and the row cap of the user's level, the button, and the result —
 * the file to download, or the daily limit with the way to a higher level. `extra` ends the first card.
 */
export default function ExportRunner({ what, run, extra }: { what: string; run: () => Promise<ExportResult>; extra?: ReactNode }) {
  const [freq, setFreq] = useState<ExportFrequency | null>(null)
  const [busy, setBusy] = useState(false)
  const [item, setItem] = useState<ExportItem | null>(null)
  const [limited, setLimited] = useState('')
  useEffect(() => {
    exportFrequency().then(setFreq, () => undefined)
  }, [])

  const start = async () => {
    if (busy) return
    setBusy(true)
    setLimited('')
    try {
      const r = await run()
      setItem(r.item)
      setFreq(r.frequency)
    } catch (e) {
      const err = e as { code?: string; message?: string }
      if (err.code === LIMIT_CODE) setLimited(err.message || '今日导出次数已用完')
    } finally {
      setBusy(false)
    }
  }
  const next = freq?.levels.find((l) => l.level === (freq?.level ?? 0) + 1)
  return (
    <View className='ex-runner'>
      <View className='ex-card'>
        <Text className='ex-card__title'>导出内容</Text>
        <Text className='ex-what'>{what}</Text>
        {freq && (
          <View className='ex-freq' data-testid='export-frequency'>
            <Text>
              {freq.levelName}：今日剩余 {freq.remaining}/{freq.perDay} 次，每次最多 {freq.rowsPerExport} 条
            </Text>
            <Text className='ex-link' onClick={() => go(to.exportFrequency())}>
              详情 ›
            </Text>
          </View>
        )}
        {extra}
      </View>
      {item && <ExportFileCard item={item} />}
      {limited && (
        <View className='ex-card' data-testid='export-limited'>
          <Text className='ex-warn'>{limited}</Text>
          {next && (
            <View className='ex-btns'>
              <View className='ex-btn is-gold' onClick={() => go(to.memberCenter({ level: next.level }))}>
                <Text>
                  升级{next.name}（每日{next.perDay}次）
                </Text>
              </View>
            </View>
          )}
        </View>
      )}
      <Text className='ex-note'>导出文件为 Excel（.xlsx），带有你的账号水印，仅供本人使用。</Text>
      <View className='ex-bar'>
        <View className={`ex-btn ${busy ? 'is-busy' : ''}`} onClick={start} data-testid='export-start'>
          <Text>{busy ? '正在导出…' : item ? '再导出一次' : '导出Excel'}</Text>
        </View>
      </View>
    </View>
  )
}
