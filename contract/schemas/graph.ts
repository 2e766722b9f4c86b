/** Ownership graphs: shareholders upward (equityChain), investments downward (inverChain), shared shareholders. */
import { Envelope, Int, Pid, Type, type Static } from './common'
import { CompanyStatusSchema } from './search'

/** Deepest level one ownership tree request may ask for. */
export const MAX_TREE_DEPTH = 6
export const DEFAULT_TREE_DEPTH = 3
/** children shown per node (largest share first); childTotal says how many there are */
export const MAX_TREE_CHILDREN = 50
/** nodes in one tree answer; the walk stops there and the answer says truncated */
export const MAX_TREE_NODES = 500
/** shared shareholders one answer lists (largest combined share first); total counts them all */
export const MAX_SHARED_HOLDERS = 100

const Kind = Type.Union([Type.Literal('company'), Type.Literal('person')])

/** A node of an ownership tree. */
export const OwnershipNodeSchema = Type.Recursive(
  (Self) =>
    Type.Object({
      key: Type.String(),
      name: Type.String(),
      kind: Kind,
      pid: Type.Optional(Type.String()),
      personId: Type.Optional(Type.String()),
      share: Type.Number({ description: 'percent held in the parent (inverChain) / by this node in the child (equityChain)' }),
      status: Type.Optional(CompanyStatusSchema),
      hasMore: Type.Boolean({ description: 'more levels not in this answer: load them with its own pid' }),
      cycle: Type.Optional(Type.Boolean({ description: 'a company already on the path: shown, not expanded again' })),
      childTotal: Type.Optional(Type.Integer({ description: 'children in all, when more than the ones listed' })),
      children: Type.Array(Self),
    }),
  { $id: 'OwnershipNode' },
)

export const OwnershipTreeSchema = Type.Object({
  root: OwnershipNodeSchema,
  truncated: Type.Optional(
    Type.Boolean({
      description: `true when the walk stopped at ${MAX_TREE_NODES} nodes; cut nodes say hasMore or childTotal (always sent)`,
    }),
  ),
})

export const JoinShareholdersSchema = Type.Object({
  a: Type.Object({ pid: Type.String(), name: Type.String() }),
  b: Type.Object({ pid: Type.String(), name: Type.String() }),
  shared: Type.Array(
    Type.Object({
      name: Type.String(),
      kind: Kind,
      pid: Type.Optional(Type.String()),
      personId: Type.Optional(Type.String()),
      shareInA: Type.Number(),
      shareInB: Type.Number(),
    }),
    { description: `at most ${MAX_SHARED_HOLDERS}, largest combined share first` },
  ),
  total: Type.Optional(Type.Integer({ description: 'shared shareholders in all (always sent)' })),
  truncated: Type.Optional(Type.Boolean({ description: `true when more than ${MAX_SHARED_HOLDERS} are shared (always sent)` })),
})

export const TreeQuery = Type.Object({
  pid: Pid(),
  depth: Type.Optional(Int('层级', 1, MAX_TREE_DEPTH, { default: DEFAULT_TREE_DEPTH })),
})

export const JoinShareholdersQuery = Type.Object({ pid: Pid(), otherPid: Pid('对比企业编号') })

export const graphSchemas = {
  equityChain: { querystring: TreeQuery, response: { 200: Envelope(OwnershipTreeSchema) } },
  inverChain: { querystring: TreeQuery, response: { 200: Envelope(OwnershipTreeSchema) } },
  joinShareholders: { querystring: JoinShareholdersQuery, response: { 200: Envelope(JoinShareholdersSchema) } },
}

export type OwnershipNode = Static<typeof OwnershipNodeSchema>
export type OwnershipTree = Static<typeof OwnershipTreeSchema>
export type JoinShareholders = Static<typeof JoinShareholdersSchema>
