import { View, Text, Input, Picker } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { Profile } from '../../../contract/schemas/profile'
import type { FilterOptions, RegionNode } from '../../../contract/schemas/user'
import { COMPANY_MAX, JOB_TITLE_MAX } from '@contract/domain/profile'
import HeaderBar from '@/components/HeaderBar'
import { navigate, back } from '@/services/nav'
import { getProfile, updateProfile } from '@/services/profile'
import { filterOptions, regionTree } from '@/services/search'
import { regionCodeAt, regionColumnChanged, regionColumns, regionIndexesOf } from '@/domain/regionPick'
import { to } from '@/links.gen'
import AvatarPicker from '../userInfo/AvatarPicker'
import '../shared/user.scss'
import './userInfoEdit.scss'

interface Form {
  company: string
  jobTitle: string
  industry: string
  regionCode: string
}

const formOf = (p: Profile): Form => ({ company: p.company, jobTitle: p.jobTitle, industry: p.industry, regionCode: p.regionCode })

/** 编辑资料: the avatar with its upload progress, the company, title, industry and region; saved together. */
export default function UserInfoEdit() {
  const [profile, setProfile] = useState<Profile | null>(null)
  // what the user changed, over the profile: typing before the profile arrives is kept, not overwritten
  const [edits, setEdits] = useState<Partial<Form>>({})
  const [industries, setIndustries] = useState<FilterOptions['industries']>([])
  const [tree, setTree] = useState<RegionNode[]>([])
  const [regionIdx, setRegionIdx] = useState<number[]>([0, 0, 0])
  const [regionName, setRegionName] = useState('')
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    getProfile().then(
      (p) => {
        setProfile(p)
        setRegionName((name) => name || p.regionName)
      },
      () => undefined,
    )
    filterOptions().then(
      (o) => setIndustries(o.industries),
      () => undefined,
    )
    regionTree().then(setTree, () => undefined)
  }, [])
  const form: Form | null = profile ? { ...formOf(profile), ...edits } : null
  useEffect(() => {
    if (form && tree.length) setRegionIdx(regionIndexesOf(tree, form.regionCode))
    // only once both have arrived: later changes come from the picker itself
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tree.length, profile])

  const set = (k: keyof Form, v: string) => setEdits((e) => ({ ...e, [k]: v }))
  const industryIndex = Math.max(
    0,
    industries.findIndex((i) => i.code === form?.industry),
  )
  const industryName = industries.find((i) => i.code === form?.industry)?.name ?? ''
  const changed = !!profile && !!form && JSON.stringify(form) !== JSON.stringify(formOf(profile))

  const save = async () => {
    if (!form || !changed || saving) return
    setSaving(true)
    try {
      const p = await updateProfile({
        company: form.company.trim(),
        jobTitle: form.jobTitle.trim(),
        industry: form.industry,
        regionCode: form.regionCode,
      })
      setProfile(p)
      setEdits({})
      Taro.showToast({ title: '已保存', icon: 'success', duration: 1200 })
      setTimeout(() => back().catch(() => undefined), 800)
    } catch {
      // the request door has shown the server's reason; the form keeps what was typed
    } finally {
      setSaving(false)
    }
  }

  return (
    <View className='user-page'>
      <HeaderBar title='编辑资料' />
      <View className='user-card'>
        <View className='user-row edit-avatar-row'>
          <Text className='user-row__label'>头像</Text>
          <View className='edit-avatar-row__pick'>
            <AvatarPicker
              size='small'
              avatar={profile?.avatar ?? ''}
              nickname={profile?.nickname ?? ''}
              onChanged={() => getProfile().then(setProfile, () => undefined)}
            />
          </View>
        </View>
        <View className='user-row' onClick={() => navigate(to.nicknameSet()).catch(() => undefined)}>
          <Text className='user-row__label'>昵称</Text>
          <Text className='user-row__value'>{profile?.nickname ?? ''}</Text>
          <Text className='user-row__arrow'>›</Text>
        </View>
      </View>

      <View className='user-card'>
        <View className='user-row'>
          <Text className='user-row__label'>公司</Text>
          <Input
            className='edit-input'
            value={form?.company ?? edits.company ?? ''}
            maxlength={COMPANY_MAX}
            placeholder='填写您所在的公司'
            onInput={(e) => set('company', e.detail.value)}
            data-testid='edit-company'
          />
        </View>
        <View className='user-row'>
          <Text className='user-row__label'>职位</Text>
          <Input
            className='edit-input'
            value={form?.jobTitle ?? edits.jobTitle ?? ''}
            maxlength={JOB_TITLE_MAX}
            placeholder='如：财务总监'
            onInput={(e) => set('jobTitle', e.detail.value)}
            data-testid='edit-jobTitle'
          />
        </View>
        <Picker
          mode='selector'
          range={industries.map((i) => i.name)}
          value={industryIndex}
          onChange={(e) => set('industry', industries[Number(e.detail.value)]?.code ?? '')}
        >
          <View className='user-row' data-testid='edit-industry'>
            <Text className='user-row__label'>行业</Text>
            <Text className={`user-row__value ${industryName ? 'edit-value' : ''}`}>{industryName || '请选择'}</Text>
            <Text className='user-row__arrow'>›</Text>
          </View>
        </Picker>
        <Picker
          mode='multiSelector'
          range={tree.length ? regionColumns(tree, regionIdx) : [[], [], []]}
          value={regionIdx}
          onColumnChange={(e) => setRegionIdx((idx) => regionColumnChanged(idx, e.detail.column, e.detail.value))}
          onChange={(e) => {
            const idx = (e.detail.value as number[]).map(Number)
            setRegionIdx(idx)
            const code = regionCodeAt(tree, idx)
            set('regionCode', code)
            setRegionName(
              regionColumns(tree, idx)
                .map((col, i) => col[idx[i]])
                .filter((n) => n && n !== '—')
                .join(' '),
            )
          }}
        >
          <View className='user-row' data-testid='edit-region'>
            <Text className='user-row__label'>所在地区</Text>
            <Text className={`user-row__value ${regionName ? 'edit-value' : ''}`}>{regionName || '请选择'}</Text>
            <Text className='user-row__arrow'>›</Text>
          </View>
        </Picker>
      </View>
      <Text className='user-hint edit-hint'>资料仅用于完善您的账号信息与个性化服务，不会向其他用户展示手机号。</Text>

      <View
        className={`user-btn user-btn--primary ${changed && !saving ? '' : 'is-disabled'}`}
        onClick={save}
        role='button'
        data-testid='edit-save'
      >
        <Text>{saving ? '保存中...' : '保存'}</Text>
      </View>
    </View>
  )
}
