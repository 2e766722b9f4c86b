/** The user agreement and the privacy policy live in src/domain/legalDocs.ts, shared with 隐私管理. */
export { USER_AGREEMENT, PRIVACY_POLICY, type LegalDoc } from '@/domain/legalDocs'
