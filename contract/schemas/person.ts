/** A person: found by name within a company, and the person page with roles and partners. */
import { Envelope, NonEmpty, PersonId, Pid, Type, type Static } from './common'
import { CompanyStatusSchema } from './search'

/** Longest person name a request accepts. */
export const PERSON_NAME_MAX = 50

export const PersonRoleSchema = Type.Object({
  pid: Type.String(),
  companyName: Type.String(),
  status: CompanyStatusSchema,
  roles: Type.Array(Type.String(), { description: "'法定代表人' | '股东' | '董事' | '监事' | '总经理' …" }),
  share: Type.Optional(Type.Number()),
  regCapitalText: Type.String(),
  regionName: Type.String(),
  since: Type.String(),
})

export const PersonDetailSchema = Type.Object({
  personId: Type.String(),
  name: Type.String(),
  companyCount: Type.Integer(),
  legalCount: Type.Integer(),
  shareholderCount: Type.Integer(),
  executiveCount: Type.Integer(),
  roles: Type.Array(PersonRoleSchema),
  partners: Type.Array(Type.Object({ personId: Type.String(), name: Type.String(), times: Type.Integer() }), {
    description: 'persons who appear together with this person in the same companies',
  }),
})

/** personId of the person of that name in that company; null when none. */
export const GetPersonIdResultSchema = Type.Union([Type.String(), Type.Null()])

/** Name AND company: two persons of one name are never confused. */
export const GetPersonIdBody = Type.Object({
  personName: NonEmpty('人员姓名', PERSON_NAME_MAX),
  pid: Pid(),
})

export const PersonDetailQuery = Type.Object({ personId: PersonId() })

export const personSchemas = {
  getPersonId: { body: GetPersonIdBody, response: { 200: Envelope(GetPersonIdResultSchema) } },
  detail: { querystring: PersonDetailQuery, response: { 200: Envelope(PersonDetailSchema) } },
}

export type PersonRole = Static<typeof PersonRoleSchema>
export type PersonDetail = Static<typeof PersonDetailSchema>
export type GetPersonIdResult = Static<typeof GetPersonIdResultSchema>
