import { useRouter } from '@tarojs/taro'
import { decodeParam } from '@/domain/routeParam'
import { PUBLIC_UNIT_CATEGORIES, type PublicUnitCategory } from '@contract/domain/publicUnits'
import UnitSearch from './UnitSearch'
import UnitDetail from './UnitDetail'
import './governmentUnit.scss'

/** 机关单位: one unit when the link names it (`id`), else the search (with `keyword` and `category` to start from). */
export default function GovernmentUnit() {
  const params = useRouter().params
  const id = Number(params.id)
  if (Number.isInteger(id) && id > 0) return <UnitDetail id={id} />
  const category = (PUBLIC_UNIT_CATEGORIES as readonly string[]).includes(params.category ?? '')
    ? (params.category as PublicUnitCategory)
    : undefined
  return <UnitSearch initialKeyword={decodeParam(params.keyword) ?? ''} initialCategory={category} />
}
