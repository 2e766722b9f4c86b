import { View, Text, Input } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useState } from 'react'
import type { Contact, ContactList, Radar, RadarPersonItem, RadarSource } from '../../../../contract/schemas/connections'
import { CONTACT_KEYWORD_MAX, RADAR_SOURCES, RADAR_SOURCE_LABELS, contactAvatarText } from '@contract/domain/connections'
import HeaderBar from '@/components/HeaderBar'
import Empty from '@/components/Empty'
import ListFooter from '@/components/ListFooter'
import PullRefresh from '@/components/PullRefresh'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { listContacts, radar } from '@/services/connections'
import { navigate } from '@/services/nav'
import '../../cardHolder/shared/card.scss'
import '../shared/connections.scss'

type Tab = 'radar' | 'contacts'
const SEARCH_DELAY = 300

const go = (url: string) => navigate(url).catch(() => undefined)

function Skeleton({ testId }: { testId: string }) {
  return (
    <View data-testid={testId}>
      {[0, 1, 2, 3].map((i) => (
        <View key={i} className='cn-skeleton' />
      ))}
    </View>
  )
}

function PersonRow({ p }: { p: RadarPersonItem }) {
  return (
    <View
      className='cn-person'
      data-testid='radar-person'
      data-id={p.personId}
      onClick={() => go(to.bossDetails({ personId: p.personId }))}
    >
      <View className='cn-avatar'>
        <Text>{contactAvatarText(p.name)}</Text>
      </View>
      <View className='cn-person__main'>
        <View className='cn-person__head'>
          <Text className='cn-person__name'>{p.name}</Text>
          <Text className='cn-badge'>关联 {p.companyCount} 家企业</Text>
          {p.contactId !== null && <Text className='cn-badge cn-badge--saved'>已在人脉</Text>}
        </View>
        <Text className='cn-person__reason' data-testid='radar-reason'>
          {p.reason}
        </Text>
        <View className='cn-tags'>
          {p.links.map((l) => (
            <Text key={l.pid} className={`cn-tag ${l.origins.includes('own') ? 'is-own' : ''}`}>
              {l.origins.includes('own') ? '我的企业' : '监控企业'} · {l.companyName}
            </Text>
          ))}
        </View>
      </View>
      <Text className='cn-person__arrow'>›</Text>
    </View>
  )
}

function ContactRow({ c }: { c: Contact }) {
  return (
    <View className='cn-person' data-testid='contact-item' data-id={c.id} onClick={() => go(to.contactsDetails({ id: c.id }))}>
      <View className='cn-avatar'>
        <Text>{contactAvatarText(c.name)}</Text>
      </View>
      <View className='cn-person__main'>
        <View className='cn-person__head'>
          <Text className='cn-person__name'>{c.name}</Text>
          {!!c.title && <Text className='cn-badge cn-badge--saved'>{c.title}</Text>}
        </View>
        <Text className='cn-person__reason'>{[c.company, c.phone].filter(Boolean).join(' · ') || '未填写公司和电话'}</Text>
        {c.tags.length > 0 && (
          <View className='cn-tags'>
            {c.tags.map((t) => (
              <Text key={t} className='cn-tag'>
                {t}
              </Text>
            ))}
          </View>
        )}
      </View>
      <Text className='cn-person__arrow'>›</Text>
    </View>
  )
}

/** What the radar is drawn from, and what is missing from it. */
function Basis({ r }: { r: Radar }) {
  return (
    <View className='cn-basis' data-testid='radar-basis'>
      <Text className='cn-basis__line'>
        我的企业：{r.ownCompany ? r.ownCompany.name : r.profileCompany || '未填写'}
        <Text className='cn-basis__link' data-testid='basis-edit-company' onClick={() => go(to.userInfoEdit())}>
          {r.profileCompany ? '修改' : '去填写'}
        </Text>
      </Text>
      <Text className='cn-basis__line'>
        监控企业：{r.monitorCount} 家
        <Text className='cn-basis__link' onClick={() => go(to.monitorAdd())}>
          添加监控
        </Text>
      </Text>
      {!!r.profileCompany && !r.ownCompany && (
        <Text className='cn-basis__warn' data-testid='basis-unmatched'>
          企业库中没有名为“{r.profileCompany}”的企业，请在个人资料中填写营业执照上的完整名称
        </Text>
      )}
    </View>
  )
}

/** Neither a company on the profile nor a monitored company: why the radar is empty and how to fill it. */
function NoBasis() {
  return (
    <View className='cn-nobasis'>
      <Empty text='人脉雷达根据你的企业和监控的企业，找出与它们有关联的老板和高管。请先填写你所在的公司，或添加监控企业。'>
        <View className='cn-empty-actions'>
          <Text className='cn-btn' data-testid='fill-company' onClick={() => go(to.userInfoEdit())}>
            填写公司
          </Text>
          <Text className='cn-btn is-ghost' data-testid='add-monitor' onClick={() => go(to.monitorAdd())}>
            添加监控
          </Text>
        </View>
      </Empty>
    </View>
  )
}

/**
 * 人脉雷达: the people who hold roles in the user's company and the monitored companies, most connected first, by
 * source (全部 / 我的企业 / 监控企业); and 我的联系人, the contacts the user saved, searched and paged.
 */
export default function ConnectionsRadar() {
  const [tab, setTab] = useState<Tab>('radar')
  const [source, setSource] = useState<RadarSource>('all')
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')

  const fetchRadar = useCallback((pageNum: number) => radar({ pageNum, source }), [source])
  const people = usePagedPage<RadarPersonItem, Radar>(fetchRadar, tab === 'radar')
  const fetchContacts = useCallback((pageNum: number) => listContacts({ pageNum, keyword }), [keyword])
  const contacts = usePagedPage<Contact, ContactList>(fetchContacts, tab === 'contacts')

  useDidShow(() => {
    // back from the profile, a boss or a contact: what changed there shows here
    if (tab === 'radar' && people.last) people.refresh()
    if (tab === 'contacts' && contacts.last) contacts.refresh()
  })

  useEffect(() => {
    const k = typed.trim()
    if (k === keyword) return undefined
    const timer = setTimeout(() => setKeyword(k), SEARCH_DELAY)
    return () => clearTimeout(timer)
  }, [typed, keyword])

  const switchSource = (s: RadarSource) => {
    if (s === source) return
    people.reset()
    setSource(s)
  }

  const paged = tab === 'radar' ? people : contacts
  const firstLoad = paged.loading && paged.last === null && !paged.error
  const failed = !!paged.error && paged.list.length === 0
  const r = people.last
  const noBasis = !!r && !r.profileCompany && r.monitorCount === 0

  let body: React.ReactNode
  if (tab === 'radar') {
    body = (
      <View>
        {r && !noBasis && <Basis r={r} />}
        {!noBasis && (
          <View className='cn-sources'>
            {RADAR_SOURCES.map((s) => (
              <Text
                key={s}
                className={`cn-sources__chip ${s === source ? 'is-on' : ''}`}
                data-testid={`source-${s}`}
                onClick={() => switchSource(s)}
              >
                {RADAR_SOURCE_LABELS[s]}
              </Text>
            ))}
            {r && (
              <Text className='cn-sources__count' data-testid='radar-count'>
                共 {r.total} 人
              </Text>
            )}
          </View>
        )}
        {firstLoad && <Skeleton testId='radar-skeleton' />}
        {people.list.map((p) => (
          <PersonRow key={p.personId} p={p} />
        ))}
        {noBasis && <NoBasis />}
        {!noBasis && !failed && r && !people.loading && people.list.length === 0 && (
          <Empty
            text={
              source === 'monitor'
                ? '监控的企业中暂无可关联的人员～'
                : source === 'own' && !r.ownCompany
                  ? '未匹配到你的企业，暂无数据～'
                  : '暂无数据～'
            }
          />
        )}
      </View>
    )
  } else {
    body = (
      <View>
        <View className='cn-search'>
          <Input
            className='cn-search__input'
            value={typed}
            placeholder='搜索姓名、公司、电话、标签'
            placeholderStyle='color:#b4bccb'
            confirmType='search'
            maxlength={CONTACT_KEYWORD_MAX}
            onInput={(e) => setTyped(e.detail.value)}
            onConfirm={(e) => setKeyword(e.detail.value.trim())}
            data-testid='contact-search'
          />
          {!!typed && (
            <Text className='cn-search__clear' onClick={() => (setTyped(''), setKeyword(''))}>
              ✕
            </Text>
          )}
        </View>
        {contacts.last && (
          <View className='cn-sources'>
            <Text className='cn-sources__count' data-testid='contact-count'>
              {keyword ? `找到 ${contacts.last.total} 位` : `共 ${contacts.last.all} 位，最多 ${contacts.last.max} 位`}
            </Text>
          </View>
        )}
        {firstLoad && <Skeleton testId='contact-skeleton' />}
        {contacts.list.map((c) => (
          <ContactRow key={c.id} c={c} />
        ))}
        {!failed && contacts.last && !contacts.loading && contacts.list.length === 0 && (
          <Empty text={keyword ? `没有找到与“${keyword}”相关的联系人` : '暂无数据～'}>
            {!keyword && (
              <Text className='cn-btn' data-testid='contact-empty-add' onClick={() => go(to.contactsAdd())}>
                新增联系人
              </Text>
            )}
          </Empty>
        )}
      </View>
    )
  }

  return (
    <View className='cd-page'>
      <HeaderBar title='人脉雷达' />
      <View className='cn-tabs'>
        <Text className={`cn-tabs__tab ${tab === 'radar' ? 'is-on' : ''}`} data-testid='tab-radar' onClick={() => setTab('radar')}>
          人脉雷达
        </Text>
        <Text className={`cn-tabs__tab ${tab === 'contacts' ? 'is-on' : ''}`} data-testid='tab-contacts' onClick={() => setTab('contacts')}>
          我的联系人
        </Text>
      </View>
      <PullRefresh onRefresh={() => paged.refresh()}>
        {body}
        {failed && (
          <Empty text={paged.error || '加载失败'}>
            <Text className='cn-btn is-ghost' data-testid='retry' onClick={() => paged.refresh()}>
              重试
            </Text>
          </Empty>
        )}
        {paged.error && paged.list.length > 0 ? (
          <Text className='cn-more-error' data-testid='more-retry' onClick={() => paged.loadMore()}>
            加载失败，点击重试
          </Text>
        ) : (
          !(tab === 'radar' && noBasis) && <ListFooter loading={paged.loading} finished={paged.finished} count={paged.list.length} />
        )}
      </PullRefresh>
      {tab === 'contacts' && (
        <View className='cd-bar'>
          <View className='cd-btn' data-testid='contact-add' onClick={() => go(to.contactsAdd())}>
            <Text>+ 新增联系人</Text>
          </View>
        </View>
      )}
    </View>
  )
}
