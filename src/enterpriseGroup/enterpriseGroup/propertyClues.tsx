import GroupRecordsPage from '../components/GroupRecordsPage'

/** 财产线索: the members' equity pledges, land, patents, copyrights and tender wins. */
export default function PropertyClues() {
  return <GroupRecordsPage title='财产线索' set='property' />
}
