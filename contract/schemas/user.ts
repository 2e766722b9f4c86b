/** The user service: page-view log of signed-in users, the region tree and the advanced filter's choices. */
import { Done, Envelope, Text, Type, type Static } from './common'

/** A GB/T 2260 region (6-digit code) with its sub-regions. */
export const RegionNodeSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      code: Type.String(),
      name: Type.String(),
      children: Type.Optional(Type.Array(Self)),
    }),
  { $id: 'RegionNode' },
)

export const FilterOptionsSchema = Type.Object({
  industries: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  statuses: Type.Array(Type.String()),
  companyTypes: Type.Array(Type.String()),
  capitalRanges: Type.Array(Type.Object({ name: Type.String(), min: Type.Optional(Type.Number()), max: Type.Optional(Type.Number()) })),
})

export const AccessLogQuery = Type.Object({ page: Type.Optional(Text('页面路径', 300)) })

export const userSchemas = {
  accessLog: { querystring: AccessLogQuery, response: { 200: Envelope(Done) } },
  regionTree: { response: { 200: Envelope(Type.Array(RegionNodeSchema)) } },
  filterOptions: { response: { 200: Envelope(FilterOptionsSchema) } },
}

export type RegionNode = Static<typeof RegionNodeSchema>
export type FilterOptions = Static<typeof FilterOptionsSchema>
