/**
 * The sign-in repositories beyond users, sessions and SMS codes, and the unit of work they share: the steps of one
 * login (an account created, a ticket used, a session opened) commit together or not at all.
 */
import type { Sql } from './sql'
import { SqlOneClickRepo, type OneClickRepo } from './one-click'
import { SqlScanTicketRepo, type ScanTicketRepo } from './scan-tickets'
import { SqlResetTicketRepo, type ResetTicketRepo } from './reset-tickets'
import { SqlPartnerNonceRepo, type PartnerNonceRepo } from './partner-nonces'
import { SqlInviteRepo, type InviteRepo } from './invites'
import { SqlAccessLogRepo, type AccessLogRepo } from './access-logs'

export interface SigninRepos {
  oneClick: OneClickRepo
  scanTickets: ScanTicketRepo
  resetTickets: ResetTicketRepo
  partnerNonces: PartnerNonceRepo
  invites: InviteRepo
  accessLogs: AccessLogRepo
  /** Runs `work` as one transaction over every repository of the database; a throw undoes all of it. */
  atomically<T>(work: () => Promise<T>): Promise<T>
}

export function sqlSigninRepos(db: Sql): SigninRepos {
  return {
    oneClick: new SqlOneClickRepo(db),
    scanTickets: new SqlScanTicketRepo(db),
    resetTickets: new SqlResetTicketRepo(db),
    partnerNonces: new SqlPartnerNonceRepo(db),
    invites: new SqlInviteRepo(db),
    accessLogs: new SqlAccessLogRepo(db),
    atomically: async (work) => await db.atomically(work),
  }
}
