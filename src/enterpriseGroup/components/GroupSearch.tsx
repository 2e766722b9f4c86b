import { View, Text, Input } from '@tarojs/components'
import { useCallback, useEffect, useState } from 'react'
import type { GroupCard } from '../../../contract/schemas/group'
import type { PagedOf } from '../../../contract/schemas/common'
import HeaderBar from '@/components/HeaderBar'
import PagedEnd from '@/components/PagedEnd'
import PullRefresh from '@/components/PullRefresh'
import NameAvatar from '@/components/NameAvatar'
import { usePagedPage } from '@/hooks/usePaged'
import { to } from '@/links.gen'
import { searchGroups } from '@/services/groups'
import { ListSkeleton, go } from './parts'
import './group.scss'
import './search.scss'

const KEYWORD_MAX = 30
const DEBOUNCE_MS = 300

export function GroupCardRow({ g }: { g: GroupCard }) {
  return (
    <View
      className='eg-card'
      data-testid='group-card'
      data-group={g.groupId}
      onClick={() => go(to.enterpriseGroups({ groupId: g.groupId }))}
    >
      <View className='eg-co__top'>
        <NameAvatar name={g.name} size={72} />
        <Text className='eg-co__name'>{g.name}</Text>
      </View>
      <View className='egs-controller'>
        <Text className='eg-label'>实际控制人</Text>
        <Text className='egs-controller__name'>{g.controller.name}</Text>
      </View>
      <View className='eg-co__fields'>
        <View className='eg-co__field'>
          <Text className='eg-label'>成员企业</Text>
          <Text className='eg-value'>{g.memberCount} 家</Text>
        </View>
        <View className='eg-co__field'>
          <Text className='eg-label'>注册资本合计</Text>
          <Text className='eg-value'>{g.totalCapitalText}</Text>
        </View>
        <View className='eg-co__field'>
          <Text className='eg-label'>所在地</Text>
          <Text className='eg-value'>{g.provinceName || '-'}</Text>
        </View>
      </View>
    </View>
  )
}

/** 企业集团 without a group: search by a member's or the controller's name; with nothing typed, the largest groups. */
export default function GroupSearch() {
  const [typed, setTyped] = useState('')
  const [keyword, setKeyword] = useState('')
  useEffect(() => {
    const t = setTimeout(() => setKeyword(typed.trim().slice(0, KEYWORD_MAX)), DEBOUNCE_MS)
    return () => clearTimeout(t)
  }, [typed])
  const fetch = useCallback((pageNum: number, pageSize: number) => searchGroups(keyword, pageNum, pageSize), [keyword])
  const paged = usePagedPage<GroupCard, PagedOf<GroupCard>>(fetch)
  const waiting = paged.loading && paged.list.length === 0
  return (
    <View className='eg-page'>
      <HeaderBar title='企业集团' />
      <View className='egs-search'>
        <Text className='egs-search__icon'>⌕</Text>
        <Input
          className='egs-search__input'
          data-testid='group-search'
          value={typed}
          maxlength={KEYWORD_MAX}
          placeholder='输入企业名称或实际控制人'
          confirmType='search'
          onInput={(e) => setTyped(e.detail.value)}
          onConfirm={(e) => setKeyword(e.detail.value.trim().slice(0, KEYWORD_MAX))}
        />
        {typed ? (
          <Text className='egs-search__clear' onClick={() => setTyped('')}>
            清除
          </Text>
        ) : null}
      </View>
      <PullRefresh onRefresh={() => paged.refresh()}>
        {paged.last && paged.list.length > 0 ? (
          <View className='eg-summary'>
            {keyword ? `找到 ${paged.last.total} 个相关集团` : `成员最多的集团（共 ${paged.last.total} 个集团）`}
          </View>
        ) : null}
        {waiting ? <ListSkeleton /> : paged.list.map((g) => <GroupCardRow key={g.groupId} g={g} />)}
        <PagedEnd paged={paged} count={paged.list.length} waiting={waiting} />
      </PullRefresh>
    </View>
  )
}
