/** Ownership graphs: shareholders upward (equityChain), investments downward (inverChain), shared shareholders. */
import { Envelope, Int, OneOf, PersonId, Pid, Type, type Static } from './common'
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

/** 查关系: steps one path may take, paths one answer lists, links above which a node is a hub not walked through */
export const RELATION_MAX_STEPS = 6
export const RELATION_MAX_PATHS = 10
export const RELATION_HUB_DEGREE = 300

const EntityKind = (title: string) => OneOf(title, ['company', 'person'] as const)

export const RelationNodeSchema = Type.Object({
  kind: Kind,
  id: Type.String({ description: 'pid of a company, personId of a person' }),
  name: Type.String(),
})

export const RelationLinkSchema = Type.Object({
  /** e.g. 法定代表人、股东（持股 35%） or 持股 35% */
  label: Type.String(),
  /** for a stake: 'forward' when the path walks from the holder to the company held, 'backward' the other way */
  arrow: Type.Union([Type.Literal('none'), Type.Literal('forward'), Type.Literal('backward')]),
  since: Type.Union([Type.String(), Type.Null()], { description: 'when the role or stake began, as registered' }),
})

export const RelationPathSchema = Type.Object({
  nodes: Type.Array(RelationNodeSchema),
  links: Type.Array(RelationLinkSchema, { description: 'links[i] joins nodes[i] and nodes[i + 1]' }),
  text: Type.String({ description: 'the path in words' }),
})

export const RelationResultSchema = Type.Object({
  from: RelationNodeSchema,
  to: RelationNodeSchema,
  steps: Type.Union([Type.Integer(), Type.Null()], { description: `null: no connection within ${RELATION_MAX_STEPS} steps` }),
  maxSteps: Type.Integer(),
  paths: Type.Array(RelationPathSchema, { description: `at most ${RELATION_MAX_PATHS} of the shortest paths` }),
  total: Type.Integer({ description: 'shortest paths in all' }),
  hubsSkipped: Type.Integer({ description: 'nodes with too many links to walk through, passed over' }),
  exhausted: Type.Boolean({ description: 'the search stopped at its node limit before it could tell' }),
  source: Type.String({ description: 'where the links come from' }),
})

export const RelationQuery = Type.Object({
  fromType: EntityKind('起点类型'),
  fromId: PersonId('起点编号'),
  toType: EntityKind('终点类型'),
  toId: PersonId('终点编号'),
})

export const graphSchemas = {
  equityChain: { querystring: TreeQuery, response: { 200: Envelope(OwnershipTreeSchema) } },
  inverChain: { querystring: TreeQuery, response: { 200: Envelope(OwnershipTreeSchema) } },
  joinShareholders: { querystring: JoinShareholdersQuery, response: { 200: Envelope(JoinShareholdersSchema) } },
  relation: { querystring: RelationQuery, response: { 200: Envelope(RelationResultSchema) } },
}

export type OwnershipNode = Static<typeof OwnershipNodeSchema>
export type OwnershipTree = Static<typeof OwnershipTreeSchema>
export type JoinShareholders = Static<typeof JoinShareholdersSchema>
export type RelationNode = Static<typeof RelationNodeSchema>
export type RelationLink = Static<typeof RelationLinkSchema>
export type RelationPath = Static<typeof RelationPathSchema>
export type RelationResult = Static<typeof RelationResultSchema>
