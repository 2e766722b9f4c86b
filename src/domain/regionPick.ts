/**
 * A three-column region picker (province / city / district) over the region tree: the columns to show for the chosen
 * indexes, the code the choice stands for, and the indexes that show a given code.
 */
import type { RegionNode } from '../../contract/schemas/user'

const kids = (n: RegionNode | undefined) => n?.children ?? []

/** The columns of names for the chosen [province, city, district] indexes; a place without a level shows '—'. */
export function regionColumns(tree: RegionNode[], [p, c]: number[]): string[][] {
  const province = tree[p]
  const cities = kids(province)
  const districts = kids(cities[c])
  return [
    tree.map((n) => n.name),
    cities.length ? cities.map((n) => n.name) : ['—'],
    districts.length ? districts.map((n) => n.name) : ['—'],
  ]
}

/** The deepest code the indexes reach ('' when the tree is empty). */
export function regionCodeAt(tree: RegionNode[], [p, c, d]: number[]): string {
  const province = tree[p]
  const city = kids(province)[c]
  const district = kids(city)[d]
  return (district ?? city ?? province)?.code ?? ''
}

/** The indexes that show `code` (a province's, city's or district's), [0, 0, 0] when it is not in the tree. */
export function regionIndexesOf(tree: RegionNode[], code: string): number[] {
  for (let p = 0; p < tree.length; p++) {
    if (tree[p].code === code) return [p, 0, 0]
    const cities = kids(tree[p])
    for (let c = 0; c < cities.length; c++) {
      if (cities[c].code === code) return [p, c, 0]
      const d = kids(cities[c]).findIndex((n) => n.code === code)
      if (d >= 0) return [p, c, d]
    }
  }
  return [0, 0, 0]
}

/** After column `column` changed to `value`: the new indexes, later columns reset to their first entry. */
export function regionColumnChanged(indexes: number[], column: number, value: number): number[] {
  const next = [...indexes]
  next[column] = value
  for (let i = column + 1; i < next.length; i++) next[i] = 0
  return next
}
