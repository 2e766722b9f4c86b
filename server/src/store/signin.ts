/**
 * The sign-in repositories beyond users, sessions and SMS codes, and the unit of work they share: the steps of one
 * login (an account created, a ticket used, a session opened) commit together or not at all.
 */
import type { Sql } from './sql'
import { SqliteOneClickRepo, type OneClickRepo } from './one-click'
import { SqliteScanTicketRepo, type ScanTicketRepo } from './scan-tickets'
import { SqliteResetTicketRepo, type ResetTicketRepo } from './reset-tickets'
import { SqlitePartnerNonceRepo, type PartnerNonceRepo } from './partner-nonces'
import { SqliteInviteRepo, type InviteRepo } from './invites'
import { SqliteAccessLogRepo, type AccessLogRepo } from './access-logs'

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

export function sqliteSigninRepos(db: Sql): SigninRepos {
  return {
    oneClick: new SqliteOneClickRepo(db),
    scanTickets: new SqliteScanTicketRepo(db),
    resetTickets: new SqliteResetTicketRepo(db),
    partnerNonces: new SqlitePartnerNonceRepo(db),
    invites: new SqliteInviteRepo(db),
    accessLogs: new SqliteAccessLogRepo(db),
    atomically: async (work) => await db.atomically(work),
  }
}
