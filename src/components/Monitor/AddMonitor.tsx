/**
 * Search and pick companies or people, choose a group and the dimensions to watch, add them to monitoring.
 * single: one target (addmonitor, from a profile); multi: several at once (addmonitorNew, monitoreAdd).
 */
import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { CompanyHit, PersonHit } from '../../../contract/api/api'
import type { AddMonitorBody, MonitorGroup, MonitorKind, MonitorQuota } from '../../../contract/api/api-monitor'
import { useEntitySearch } from '@/hooks/useEntitySearch'
import { addMonitor, batchAddMonitors, createGroup, getMonitorSetting, groupList, monitorQuota } from '@/services/monitor'
import { navigate } from '@/services/nav'
import { monitor } from '@/stores/monitor'
import { searchHistory } from '@/stores/searchHistory'
import { DimensionPicker, GroupPicker, QuotaLine } from './index'
import { to } from '@/links.gen'

const TYPING_PAUSE_MS = 300

export interface Pick {
  kind: MonitorKind
  targetId: string
  name: string
  sub: string
}

/** The preselected target from page params: ?pid&name (a company) or ?personId&name (a person). */
export function presetFrom(params: Record<string, string | undefined>): Pick | null {
  const name = params.name ? decodeURIComponent(params.name) : ''
  if (params.personId) return { kind: 'person', targetId: params.personId, name: name || params.personId, sub: '' }
  if (params.pid) return { kind: 'company', targetId: params.pid, name: name || params.pid, sub: '' }
  return null
}

const fromCompany = (c: CompanyHit): Pick => ({
  kind: 'company',
  targetId: c.pid,
  name: c.name,
  sub: `${c.legalPerson || '-'} · ${c.regCapitalText || '-'}`,
})
const fromPerson = (p: PersonHit): Pick => ({
  kind: 'person',
  targetId: p.personId,
  name: p.name,
  sub: `${p.mainCompany?.name ?? ''} 等${p.companyCount}家企业`,
})

function AddMonitor({ multi, preset, showFootprints }: { multi: boolean; preset?: Pick | null; showFootprints?: boolean }) {
  const [keyword, setKeyword] = useState('')
  // 搜索 (or the keyboard's search key) asks at once instead of waiting for typing to pause
  const [now, setNow] = useState(false)
  const search = useEntitySearch(keyword, { pageSize: 20, delayMs: now ? 0 : TYPING_PAUSE_MS })
  const searched = search.kind === 'done' || search.kind === 'failed'
  const results: Pick[] =
    search.kind === 'done' ? [...(search.result.persons ?? []).map(fromPerson), ...search.result.list.map(fromCompany)] : []
  const [selected, setSelected] = useState<Pick[]>(preset ? [preset] : [])
  const [groups, setGroups] = useState<MonitorGroup[]>([])
  const [groupId, setGroupId] = useState<number | undefined>(undefined)
  const [custom, setCustom] = useState(false)
  const [dims, setDims] = useState<string[]>([])
  const [quota, setQuota] = useState<MonitorQuota | null>(null)
  const [limitMsg, setLimitMsg] = useState('')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    groupList().then(
      (r) => {
        setGroups(r.list)
        setGroupId((g) => g ?? r.list.find((x) => x.isDefault)?.id ?? r.list[0]?.id)
      },
      () => undefined,
    )
    monitorQuota().then(setQuota, () => undefined)
    monitor.loadCatalog()
    getMonitorSetting().then(
      (s) => setDims(s.dimensions),
      () => undefined,
    )
  }, [])

  const isSel = (p: Pick) => selected.some((s) => s.kind === p.kind && s.targetId === p.targetId)
  const toggle = (p: Pick) => {
    if (!multi) setSelected(isSel(p) ? [] : [p])
    else setSelected(isSel(p) ? selected.filter((s) => !(s.kind === p.kind && s.targetId === p.targetId)) : [...selected, p])
  }

  const addGroup = async (name: string) => {
    const g = await createGroup(name.trim())
    setGroups((l) => [...l, g])
    setGroupId(g.id)
  }

  const submit = async () => {
    if (busy) return
    if (selected.length === 0) {
      Taro.showToast({ title: '请选择要监控的企业或人员', icon: 'none' })
      return
    }
    if (custom && dims.length === 0) {
      Taro.showToast({ title: '请至少选择一个监控维度', icon: 'none' })
      return
    }
    const items: AddMonitorBody[] = selected.map((s) => ({ kind: s.kind, targetId: s.targetId, groupId, dimensions: custom ? dims : null }))
    setBusy(true)
    setLimitMsg('')
    try {
      if (!multi) {
        const m = await addMonitor(items[0])
        Taro.showToast({ title: '已加入监控', icon: 'success' })
        navigate(to.monitorDetail({ id: m.id }), 'redirect').catch(() => undefined)
      } else {
        const r = await batchAddMonitors(items)
        setQuota(r.quota)
        const skipped = r.skipped.length ? `，${r.skipped.length}个未添加` : ''
        Taro.showToast({ title: `已添加${r.added.length}个${skipped}`, icon: 'none' })
        if (r.skipped.length)
          setLimitMsg(
            r.skipped.map((s) => `${selected.find((x) => x.targetId === s.targetId)?.name ?? s.targetId}：${s.reason}`).join('\n'),
          )
        if (r.added.length) setSelected(selected.filter((s) => !r.added.some((a) => a.targetId === s.targetId && a.kind === s.kind)))
        if (r.added.length && !r.skipped.length) navigate(to.monitorList(), 'redirect').catch(() => undefined)
      }
    } catch (e) {
      const err = e as { code?: string; message?: string; data?: { data?: MonitorQuota } }
      if (err.code === '4291') {
        setLimitMsg(err.message || '监控数量已达上限')
        if (err.data?.data) setQuota(err.data.data)
      } else if (err.code === '4090') setLimitMsg(err.message || '已在监控中')
    } finally {
      setBusy(false)
    }
  }

  const catalog = monitor.catalog?.list ?? []
  const kinds = new Set(selected.map((s) => s.kind))
  const entity = kinds.size === 1 ? [...kinds][0] : undefined
  const footprints: Pick[] = showFootprints
    ? searchHistory.footprints.map((f) => ({ kind: 'company', targetId: f.pid, name: f.name, sub: '最近浏览' }))
    : []
  const list = searched ? results : footprints

  return (
    <View className='mon-page add-monitor'>
      <View className='mon-search'>
        <Input
          className='mon-search__input'
          value={keyword}
          placeholder='输入企业名称、人名或法定代表人'
          confirmType='search'
          onInput={(e) => {
            setNow(false)
            setKeyword(e.detail.value)
          }}
          onConfirm={() => setNow(true)}
        />
        <Text className='mon-search__btn' onClick={() => setNow(true)}>
          搜索
        </Text>
      </View>
      <View className='mon-body'>
        {quota && <QuotaLine {...quota} />}
        {limitMsg && (
          <Text className='add-monitor__limit' data-testid='limit-message'>
            {limitMsg}
          </Text>
        )}
        {selected.length > 0 && (
          <View className='mon-card'>
            <Text className='mon-card__title'>已选择 {selected.length}</Text>
            <View className='mon-chips'>
              {selected.map((s) => (
                <Text key={s.kind + s.targetId} className='mon-chip is-on' onClick={() => toggle(s)}>
                  {s.name} ×
                </Text>
              ))}
            </View>
          </View>
        )}
        {list.length > 0 && (
          <View className='mon-list'>
            {!searched && <Text className='mon-hint add-monitor__list-title'>最近浏览的企业</Text>}
            {list.map((p) => (
              <View key={p.kind + p.targetId} className='add-monitor__hit' onClick={() => toggle(p)} data-target={p.targetId}>
                <View className={`mon-check ${isSel(p) ? 'is-on' : ''}`} />
                <View className='add-monitor__hit-main'>
                  <Text className='add-monitor__hit-name'>{p.name}</Text>
                  <Text className='add-monitor__hit-sub'>
                    {p.kind === 'person' ? '人员 · ' : '企业 · '}
                    {p.sub}
                  </Text>
                </View>
              </View>
            ))}
          </View>
        )}
        {searched && results.length === 0 && <Text className='mon-hint'>没有找到匹配的企业或人员，换个关键词试试</Text>}
        {!searched && list.length === 0 && !preset && <Text className='mon-hint'>输入至少2个字搜索企业或人员</Text>}

        <View className='mon-card'>
          <Text className='mon-card__title'>监控分组</Text>
          <GroupPicker groups={groups} value={groupId} onChange={setGroupId} onCreate={addGroup} />
        </View>
        <View className='mon-card'>
          <Text className='mon-card__title'>监控维度</Text>
          <View className='mon-chips'>
            <Text className={`mon-chip ${!custom ? 'is-on' : ''}`} onClick={() => setCustom(false)}>
              使用默认设置
            </Text>
            <Text className={`mon-chip ${custom ? 'is-on' : ''}`} onClick={() => setCustom(true)}>
              自定义维度
            </Text>
          </View>
          {custom && <DimensionPicker catalog={catalog} value={dims} onChange={setDims} entity={entity} />}
        </View>
      </View>
      <View className='mon-footer'>
        <View className={`mon-btn ${selected.length === 0 || busy ? 'is-disabled' : ''}`} onClick={submit} data-testid='add-submit'>
          <Text>{selected.length > 1 ? `加入监控（${selected.length}）` : '加入监控'}</Text>
        </View>
      </View>
    </View>
  )
}

export default observer(AddMonitor)
