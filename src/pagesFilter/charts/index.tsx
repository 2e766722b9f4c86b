import { useRouter } from '@tarojs/taro'
import { decodeParam } from '@/domain/routeParam'
import GraphView from './GraphView'

/** 企业图谱: the company in the centre with its shareholders, investments, personnel, legal representative and branches. */
export default function EnterpriseGraph() {
  const pid = decodeParam(useRouter().params.pid) ?? ''
  return <GraphView subject={{ kind: 'company', id: pid }} title='企业图谱' />
}
