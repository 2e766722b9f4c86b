import { useRouter } from '@tarojs/taro'
import { decodeParam } from '@/domain/routeParam'
import GraphView from './GraphView'

/** 人员图谱: a person's companies by role and share, and the partners who share them. */
export default function PersonGraph() {
  const personId = decodeParam(useRouter().params.personId) ?? ''
  return <GraphView subject={{ kind: 'person', id: personId }} title='人员图谱' />
}
