import { View, Text } from '@tarojs/components'

/** Under a paged list: loading more, the end, or nothing. */
export default function ListFooter({ loading, finished, count }: { loading: boolean; finished: boolean; count: number }) {
  if (count === 0) return null
  return (
    <View style={{ padding: '16px 0', textAlign: 'center' }}>
      <Text style={{ color: '#9aa0ab', fontSize: '12px' }}>{loading ? '加载中...' : finished ? '没有更多了' : '上拉加载更多'}</Text>
    </View>
  )
}
