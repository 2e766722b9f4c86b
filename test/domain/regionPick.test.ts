import { regionCodeAt, regionColumnChanged, regionColumns, regionIndexesOf } from '../../src/domain/regionPick'
import type { RegionNode } from '../../contract/schemas/user'

const TREE: RegionNode[] = [
  {
    code: '330000',
    name: '浙江省',
    children: [
      {
        code: '330100',
        name: '杭州市',
        children: [
          { code: '330106', name: '西湖区' },
          { code: '330108', name: '滨江区' },
        ],
      },
      { code: '330200', name: '宁波市', children: [{ code: '330203', name: '海曙区' }] },
    ],
  },
  { code: '110000', name: '北京市', children: [{ code: '110101', name: '东城区' }] },
  { code: '810000', name: '香港特别行政区' },
]

test('columns follow the chosen province and city', () => {
  expect(regionColumns(TREE, [0, 1, 0])).toEqual([['浙江省', '北京市', '香港特别行政区'], ['杭州市', '宁波市'], ['海曙区']])
  expect(regionColumns(TREE, [2, 0, 0])).toEqual([['浙江省', '北京市', '香港特别行政区'], ['—'], ['—']])
})

test('the code is the deepest place the indexes reach', () => {
  expect(regionCodeAt(TREE, [0, 0, 1])).toBe('330108')
  expect(regionCodeAt(TREE, [1, 0, 0])).toBe('110101')
  expect(regionCodeAt(TREE, [2, 0, 0])).toBe('810000')
  expect(regionCodeAt([], [0, 0, 0])).toBe('')
})

test('a code is found at any level, an unknown one starts at the top', () => {
  expect(regionIndexesOf(TREE, '330108')).toEqual([0, 0, 1])
  expect(regionIndexesOf(TREE, '330200')).toEqual([0, 1, 0])
  expect(regionIndexesOf(TREE, '810000')).toEqual([2, 0, 0])
  expect(regionIndexesOf(TREE, '999999')).toEqual([0, 0, 0])
})

test('changing a column resets the ones after it', () => {
  expect(regionColumnChanged([0, 1, 0], 0, 1)).toEqual([1, 0, 0])
  expect(regionColumnChanged([0, 0, 1], 1, 1)).toEqual([0, 1, 0])
  expect(regionColumnChanged([0, 0, 1], 2, 0)).toEqual([0, 0, 0])
})
