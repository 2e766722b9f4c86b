import { fireEvent, render, screen } from '@testing-library/react'
import { Text } from '@tarojs/components'
import PagedEnd, { type PagedState } from '../../../src/components/PagedEnd'

const state = (over: Partial<PagedState> = {}): PagedState => ({
  error: '',
  loading: false,
  finished: false,
  last: { total: 0 },
  refresh: jest.fn(),
  loadMore: jest.fn(),
  ...over,
})

describe('PagedEnd', () => {
  it('a failed first page shows the reason and 重试 asks again', () => {
    const paged = state({ error: '网络异常', last: null })
    render(<PagedEnd paged={paged} count={0} />)
    expect(screen.getByText('网络异常')).toBeTruthy()
    fireEvent.click(screen.getByTestId('list-retry'))
    expect(paged.refresh).toHaveBeenCalledTimes(1)
  })

  it('the empty state only once the first answer is in and the overlay is gone', () => {
    const view = render(<PagedEnd paged={state({ last: null })} count={0} />)
    expect(screen.queryByText('暂无数据～')).toBeNull()
    view.rerender(<PagedEnd paged={state()} count={0} waiting />)
    expect(screen.queryByText('暂无数据～')).toBeNull()
    view.rerender(
      <PagedEnd paged={state()} count={0} after={<Text>说明</Text>}>
        <Text>去收藏</Text>
      </PagedEnd>,
    )
    expect(screen.getByText('暂无数据～')).toBeTruthy()
    expect(screen.getByText('去收藏')).toBeTruthy()
    expect(screen.getByText('说明')).toBeTruthy()
  })

  it('a failed next page keeps the rows and offers 点击重试; otherwise the footer', () => {
    const paged = state({ error: '网络异常' })
    const view = render(<PagedEnd paged={paged} count={20} />)
    fireEvent.click(screen.getByTestId('list-more-retry'))
    expect(paged.loadMore).toHaveBeenCalledTimes(1)
    view.rerender(<PagedEnd paged={state({ finished: true })} count={20} />)
    expect(screen.getByText('没有更多了')).toBeTruthy()
    view.rerender(<PagedEnd paged={state({ loading: true })} count={20} />)
    expect(screen.getByText('加载中...')).toBeTruthy()
  })
})
