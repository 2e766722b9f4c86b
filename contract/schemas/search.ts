/** Company and person search: the combined search box, hot searches, the advanced filter. */
import { DateText, Envelope, Flag, Num, OneOf, PageQuery, Paged, Text, Type, type Static } from './common'

/** Longest keyword a search accepts. */
export const KEYWORD_MAX = 50

/**
 * A full-text keyword: no control characters and none of the full-text syntax characters " * ^ ( ) :, which are
 * refused with one Chinese sentence. Words such as AND / OR / NEAR stay ordinary words (queries quote every token).
 */
export const KEYWORD_PATTERN = '^[^"*^():\\u0000-\\u001f\\u007f]*$'
export const KEYWORD_PATTERN_MESSAGE = '关键词不能包含特殊符号'
export const SearchKeyword = (title: string, minLength = 1) =>
  Type.String({ title, minLength, maxLength: KEYWORD_MAX, pattern: KEYWORD_PATTERN, patternMessage: KEYWORD_PATTERN_MESSAGE })

export const CompanyStatusSchema = Type.Unsafe<'存续' | '在业' | '注销' | '吊销' | '迁出' | '停业' | '清算'>({
  type: 'string',
  enum: ['存续', '在业', '注销', '吊销', '迁出', '停业', '清算'],
})

/** One company in a result list. `highlight` marks matched spans of `name` as [start, end) pairs. */
export const CompanyHitSchema = Type.Object({
  pid: Type.String(),
  name: Type.String(),
  highlight: Type.Array(Type.Tuple([Type.Integer(), Type.Integer()])),
  status: CompanyStatusSchema,
  legalPerson: Type.String(),
  legalPersonId: Type.String(),
  regCapital: Type.Number({ description: 'registered capital in 万元' }),
  regCapitalText: Type.String({ description: "display text, e.g. '5000万人民币'" }),
  currency: Type.String(),
  established: Type.String({ description: 'yyyy-mm-dd' }),
  regionCode: Type.String(),
  regionName: Type.String({ description: "'广东省 深圳市 南山区'" }),
  industry: Type.String(),
  companyType: Type.String(),
  matchReason: Type.Optional(
    Type.String({ description: "why it matched when not by name: '法定代表人：张三' / '股东：李四' / '曾用名：…'" }),
  ),
  logo: Type.String(),
})

export const PersonHitSchema = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  companyCount: Type.Integer({ description: 'companies where this person holds a role' }),
  mainCompany: Type.Object(
    { pid: Type.String(), name: Type.String() },
    { description: 'the most important company: two persons of one name are told apart by it' },
  ),
  roles: Type.Array(Type.String()),
})

export const EntPersonSearchQuery = Type.Object({
  keyword: SearchKeyword('搜索关键词'),
  ...PageQuery(),
})

export const EntPersonSearchResultSchema = Type.Intersect([
  Paged(CompanyHitSchema),
  Type.Object({
    keyword: Type.String(),
    persons: Type.Array(PersonHitSchema, { description: 'persons whose name equals the keyword (first page only)' }),
    tookMs: Type.Number(),
  }),
])

export const HotSearchResultSchema = Type.Object({
  list: Type.Array(Type.Object({ keyword: Type.String(), pid: Type.Optional(Type.String()) })),
})

/** The advanced filter: every field optional; status and companyType are comma lists. */
export const AdvancedFilterSchema = Type.Object({
  keyword: Type.Optional(SearchKeyword('关键词', 0)),
  regionCode: Type.Optional(Type.String({ title: '地区编码', maxLength: 6, pattern: '^\\d{6}$', patternMessage: '地区编码应为6位数字' })),
  industry: Type.Optional(Text('行业', 10)),
  capitalMin: Type.Optional(Num('注册资本下限', 0, 1e9)),
  capitalMax: Type.Optional(Num('注册资本上限', 0, 1e9)),
  estStart: Type.Optional(DateText('成立日期起')),
  estEnd: Type.Optional(DateText('成立日期止')),
  status: Type.Optional(Text('经营状态', 500)),
  companyType: Type.Optional(Text('企业类型', 500)),
})

export const AdvancedSearchQuery = Type.Composite([
  AdvancedFilterSchema,
  Type.Object({ ...PageQuery(), countOnly: Type.Optional(Flag('仅返回总数')) }),
])

export const PagedCompanyHits = Paged(CompanyHitSchema)

export const searchSchemas = {
  entPersonSearch: { querystring: EntPersonSearchQuery, response: { 200: Envelope(EntPersonSearchResultSchema) } },
  hotSearch: { response: { 200: Envelope(HotSearchResultSchema) } },
  advanced: { querystring: AdvancedSearchQuery, response: { 200: Envelope(PagedCompanyHits) } },
}

export type CompanyStatus = Static<typeof CompanyStatusSchema>
export type CompanyHit = Static<typeof CompanyHitSchema>
export type PersonHit = Static<typeof PersonHitSchema>
export type EntPersonSearchResult = Static<typeof EntPersonSearchResultSchema>
export type HotSearchResult = Static<typeof HotSearchResultSchema>
export type AdvancedFilter = Static<typeof AdvancedFilterSchema>
export type AdvancedSearchQuery = Static<typeof AdvancedSearchQuery>

/** What a search suggestion names: a company's full name, a brand several companies share, a person, any keyword. */
export const SUGGESTION_KINDS = ['company', 'brand', 'person', 'keyword'] as const
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number]
export const SUGGESTION_KIND_TEXT: Record<SuggestionKind, string> = { company: '企业', brand: '品牌', person: '人员', keyword: '关键词' }

export const SuggestionQuery = Type.Object(
  {
    keyword: SearchKeyword('搜索词'),
    /** the company a hot search stands for, when it has one */
    pid: Type.Optional(Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$', title: '企业编号' })),
  },
  { additionalProperties: false },
)

export const SearchSuggestionSchema = Type.Object({
  keyword: Type.String(),
  kind: OneOf('搜索词类型', SUGGESTION_KINDS),
  kindText: Type.String(),
  /** one sentence on what the word is */
  summary: Type.String(),
  /** the company a company name or brand stands for */
  main: Type.Union([CompanyHitSchema, Type.Null()]),
  /** the first matching companies, best first */
  companies: Type.Array(CompanyHitSchema),
  companyTotal: Type.Integer(),
  companyTotalText: Type.String(),
  persons: Type.Array(PersonHitSchema),
  /** related searches, each a word to search */
  related: Type.Array(Type.String()),
})

export const suggestionSchemas = {
  suggestion: { querystring: SuggestionQuery, response: { 200: Envelope(SearchSuggestionSchema) } },
}

export type SearchSuggestion = Static<typeof SearchSuggestionSchema>
