/** What makes an invoice head valid, and its answer shape. */
import { checkTaxId } from '../../../contract/domain/tax-id'
import type { InvoiceHead, InvoiceHeadInput } from '../../../contract/schemas/invoice'
import { badParam } from '../errors'
import type { HeadFields, InvoiceHeadRow } from '../store/invoices'

const blank = (v: string | undefined): string | null => (v === undefined || v.trim() === '' ? null : v.trim())

/** The fields to store, or 4000 naming the first problem. */
export function headFields(input: InvoiceHeadInput): HeadFields {
  const name = input.name.trim()
  if (!name) throw badParam('请输入抬头名称')
  const extra = { bank: blank(input.bank), account: blank(input.account), address: blank(input.address), phone: blank(input.phone) }
  const taxId = blank(input.taxId)
  if (input.kind === 'personal') {
    if (taxId !== null || Object.values(extra).some((v) => v !== null))
      throw badParam('个人抬头只需填写名称，不能填写纳税人识别号、地址电话或开户行信息')
    return { kind: 'personal', name, tax_id: null, bank: null, account: null, address: null, phone: null }
  }
  if (name.length < 2) throw badParam('单位名称至少2个字')
  if (taxId === null) throw badParam('单位抬头请填写纳税人识别号')
  const tax = checkTaxId(taxId)
  if (!tax.ok) throw badParam(tax.reason)
  const account = extra.account?.replace(/[\s-]/g, '') ?? null
  if (account !== null && !/^\d{6,32}$/.test(account)) throw badParam('银行账号应为6-32位数字')
  if (extra.phone !== null && !/^[0-9+()\- ]{5,30}$/.test(extra.phone)) throw badParam('注册电话只能包含数字、空格和+-()，至少5位')
  return { kind: 'company', name, tax_id: tax.value, ...extra, account }
}

export function toHead(r: InvoiceHeadRow): InvoiceHead {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name,
    taxId: r.tax_id,
    bank: r.bank,
    account: r.account,
    address: r.address,
    phone: r.phone,
    isDefault: r.is_default === 1,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }
}
