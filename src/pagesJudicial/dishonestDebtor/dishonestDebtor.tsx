import Landing from '../shared/Landing'

/** 查老赖: what 失信被执行人 means, totals, the newest entries and the search box. */
export default function Page() {
  return <Landing kind='dishonest' />
}
