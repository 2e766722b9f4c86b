import Landing from '../shared/Landing'

/** 查被执行人: what 被执行人 means, totals, the newest entries and the search box. */
export default function Page() {
  return <Landing kind='executed' />
}
