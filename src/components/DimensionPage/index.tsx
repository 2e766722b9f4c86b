import { View, Text } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { RecordDetail as Detail, RecordItem } from '../../../contract/api/api-dimensions'
import { getDimension, type Dimension } from '@contract/domain/dimensions'
import { DIMENSION_PAGES, findDimensionPage, type DimensionPageDef } from '@/manifest/dimensions'
import { dimensionDetail, dimensionList } from '@/services/dimensions'
import { navigate } from '@/services/nav'
import type { ApiError } from '@/services/request'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import LoadingOverlay from '@/components/LoadingOverlay'
import RecordList from '@/components/RecordList'
import RecordDetail from '@/components/RecordDetail'
import './index.scss'
import { pageLink } from '@/pageLink'
import { to } from '@/links.gen'

/** The page that shows a record of `dim`: its registry detail route when that is a record page, else `fallback`. */
export function detailPageFor(dim: Dimension, fallback?: DimensionPageDef): string {
  const hosts = (p?: DimensionPageDef) => !!p && p.kind !== 'list' && p.dims.includes(dim.key)
  const reg = dim.detailRoute ? findDimensionPage(dim.detailRoute) : undefined
  if (hosts(reg)) return reg!.path
  if (hosts(fallback)) return fallback!.path
  const any = DIMENSION_PAGES.find((p) => p.kind !== 'list' && p.dims.includes(dim.key) && p.owner !== 'person')
  return any ? any.path : ''
}

export function recordUrl(dim: Dimension, record: { id: number; pid?: string }, page?: DimensionPageDef): string {
  const path = detailPageFor(dim, page)
  if (!path) return ''
  return pageLink(path, { id: record.id, pid: record.pid })
}

interface Target {
  id?: string
  certNo?: string
  pid?: string
  personId?: string
  bad?: string
}

/** Reads the router params: id (or projectId), a clue passed as JSON in `key`, certNo, pid, personId. */
export function readTarget(params: Record<string, string | undefined>): Target {
  const t: Target = {
    id: params.id || params.projectId || undefined,
    certNo: params.certNo || undefined,
    pid: params.pid || undefined,
    personId: params.personId || undefined,
  }
  if (params.key) {
    try {
      const clue = JSON.parse(params.key) as { id?: string | number; pid?: string; jumpParams?: { id?: string | number; pid?: string } }
      const id = clue.jumpParams?.id ?? clue.id
      if (id !== undefined && id !== null && id !== '') t.id = String(id)
      t.pid = t.pid || clue.jumpParams?.pid || clue.pid
    } catch {
      t.bad = '线索参数有误'
    }
  }
  if (t.id !== undefined && !/^\d+$/.test(t.id)) t.bad = '记录编号有误'
  return t
}

function DetailView({ def, target }: { def: DimensionPageDef; target: Target }) {
  const [record, setRecord] = useState<Detail | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'missing' | 'failed'>('loading')
  const [message, setMessage] = useState('')
  const load = useCallback(async () => {
    setState('loading')
    try {
      let id = target.id
      if (!id && target.certNo) {
        const found = await dimensionList({ dimension: def.dims[0], pid: target.pid, personId: target.personId, pageSize: 50 })
        const hit = found.list.find((r) => r.refNo === target.certNo || r.fields?.refNo === target.certNo)
        if (!hit) {
          setMessage('未找到该证书的记录')
          setState('missing')
          return
        }
        id = String(hit.id)
      }
      setRecord(await dimensionDetail(id!))
      setState('ready')
    } catch (e) {
      const err = e as ApiError
      setMessage(err?.code === 'NETWORK' ? '' : err?.message || '未找到该记录')
      setState(err?.code === 'NETWORK' ? 'failed' : 'missing')
    }
  }, [def, target.id, target.certNo, target.pid, target.personId])
  useEffect(() => {
    load()
  }, [load])
  const dimension = record ? getDimension(record.dimension) : undefined
  const personPage =
    record?.personId && dimension ? DIMENSION_PAGES.find((p) => p.owner === 'person' && p.dims.includes(dimension.key)) : undefined
  const extra = personPage
    ? [{ text: `查看该人员的全部${dimension!.label}`, url: pageLink(personPage.path, { personId: record!.personId }) }]
    : []
  return (
    <View className='dim-page'>
      <HeaderBar title={dimension ? `${dimension.label}详情` : def.title} />
      <LoadingOverlay visible={state === 'loading'} />
      {state === 'missing' && <Empty text={message || '未找到该记录'} />}
      {state === 'failed' && (
        <Empty text='加载失败，请检查网络后重试'>
          <View className='record-retry' onClick={load}>
            <Text>重新加载</Text>
          </View>
        </Empty>
      )}
      {state === 'ready' && record && dimension && <RecordDetail record={record} dimension={dimension} extraLinks={extra} />}
      {state === 'ready' && record && !dimension && <Empty text='该记录的数据维度已下线' />}
    </View>
  )
}

function ListView({ def, target, initial }: { def: DimensionPageDef; target: Target; initial?: string }) {
  const dims = useMemo(() => def.dims.map((k) => getDimension(k)).filter((d): d is Dimension => !!d), [def])
  const [active, setActive] = useState(() => dims.find((d) => d.key === initial)?.key ?? dims[0]?.key)
  const [ownerName, setOwnerName] = useState('')
  const dim = dims.find((d) => d.key === active) ?? dims[0]
  const owner = useMemo(() => ({ pid: target.pid, personId: target.personId }), [target.pid, target.personId])
  const open = (r: RecordItem) => {
    const d = getDimension(r.dimension) ?? dim
    const url = recordUrl(d, r, def)
    if (url) navigate(url).catch(() => undefined)
  }
  return (
    <View className='dim-page'>
      <HeaderBar
        title={def.title}
        showExport={!!target.pid}
        onExport={() =>
          navigate(
            to.exportData({ kind: 'dimension', pid: target.pid, dimension: dim.key, title: `${ownerName || ''}${dim.label}` }),
          ).catch(() => undefined)
        }
      />
      {ownerName && (
        <View className='dim-page__owner'>
          <Text>{ownerName}</Text>
        </View>
      )}
      {dims.length > 1 && (
        <View className='dim-page__tabs'>
          {dims.map((d) => (
            <View key={d.key} className={`dim-page__tab ${d.key === dim.key ? 'is-active' : ''}`} onClick={() => setActive(d.key)}>
              <Text>{d.label}</Text>
            </View>
          ))}
        </View>
      )}
      {dim && (
        <RecordList key={dim.key} dimension={dim} owner={owner} fixedCurrent={def.current} onOpen={open} onOwnerName={setOwnerName} />
      )}
    </View>
  )
}

/**
 * A data-dimension page of the manifest (src/manifest/dimensions.ts): the record given by `id`
 * (or projectId, certNo, or a clue as JSON in `key`), else the list of the company (pid) or person (personId),
 * with tabs when the page hosts several dimensions.
 */
export default function DimensionPage({ path }: { path: string }) {
  const params = (useRouter().params ?? {}) as Record<string, string | undefined>
  const def = findDimensionPage(path)
  const target = useMemo(() => readTarget(params), [params.id, params.projectId, params.key, params.certNo, params.pid, params.personId])
  if (!def) {
    return (
      <View className='dim-page'>
        <HeaderBar title='云企查' />
        <Empty text='页面不存在' />
      </View>
    )
  }
  if (target.bad) {
    return (
      <View className='dim-page'>
        <HeaderBar title={def.title} />
        <Empty text={target.bad} />
      </View>
    )
  }
  const wantsDetail = def.kind !== 'list' && (!!target.id || (!!target.certNo && !!(target.pid || target.personId)))
  if (wantsDetail) return <DetailView def={def} target={target} />
  if (def.kind === 'detail') {
    return (
      <View className='dim-page'>
        <HeaderBar title={def.title} />
        <Empty text='缺少记录编号，请从列表进入' />
      </View>
    )
  }
  if (!target.pid && !target.personId) {
    return (
      <View className='dim-page'>
        <HeaderBar title={def.title} />
        <Empty text={def.owner === 'person' ? '缺少人员编号，请从人员详情进入' : '缺少企业编号，请从企业详情进入'} />
      </View>
    )
  }
  return <ListView def={def} target={target} initial={params.dimension} />
}
