import GroupRecordsPage from '../components/GroupRecordsPage'

/** 法律诉讼: the members' judgments, court and delivery announcements, hearings and filings. */
export default function LegalcommonTab() {
  return <GroupRecordsPage title='法律诉讼' set='legal' />
}
