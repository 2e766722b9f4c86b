import GroupRecordsPage from '../components/GroupRecordsPage'

/** 产品服务: the members' trademarks, apps, mini-programs, online stores and official accounts. */
export default function ProductServices() {
  return <GroupRecordsPage title='产品服务' set='product' />
}
