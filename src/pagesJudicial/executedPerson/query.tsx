import QueryForm from '../shared/QueryForm'

/** 被执行人 search form: keyword, province, filing dates. */
export default function Page() {
  return <QueryForm kind='executed' />
}
