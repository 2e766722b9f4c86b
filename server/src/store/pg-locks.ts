/**
 * The PostgreSQL advisory locks servers take against each other, in one list so that no two uses share a key (a
 * session holding one key while waiting for the same key on another connection waits for ever).
 */
export const PG_LOCKS = {
  /** applying migrations */
  migrate: 7321044001,
  /** building the name index; each reindexing transaction takes it shared */
  searchIndex: 7321044002,
  /** filling an empty database with the demo data */
  seed: 7321044003,
} as const
