import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDb, type DB } from '../../src/store/db'
import { seedDemo, type SeedResult } from '../../src/data/generate'
import type { Sql } from '../../src/store/sql'
import { SqliteSql } from '../../src/store/sqlite-sql'
import { searchRepoFor, type SearchRepo } from '../../src/store/search'
import { onPg, pgStore } from '../api/pg-store'

export interface Seeded {
  db: DB
  file: string
  dir: string
  result: SeedResult
  close: () => void
}

/** A fresh SQLite file in a temp dir seeded with `companies` demo companies. */
export function seededDb(companies = 2000, seed = 42): Seeded {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yqc-data-'))
  const file = path.join(dir, 'app.db')
  const db = openDb(file)
  const result = seedDemo(db, { companies, seed })
  return {
    db,
    file,
    dir,
    result,
    close: () => {
      db.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface SearchStore {
  /** the seeded SQLite file (on PostgreSQL, the copy's source: read what never changes from it) */
  db: DB
  /** the door of the store under test: SQLite, or PostgreSQL with TEST_STORE=pg */
  sql: Sql
  /** the name search of that store */
  search: SearchRepo
  close: () => Promise<void>
}

/** A seeded store and its name search: the SQLite file, or with TEST_STORE=pg a PostgreSQL copy of it with its index built. */
export async function searchStore(companies = 2000, seed = 42): Promise<SearchStore> {
  const seeded = seededDb(companies, seed)
  const pg = onPg ? await pgStore(seeded.db) : undefined
  const sql = pg?.sql ?? new SqliteSql(seeded.db)
  return {
    db: seeded.db,
    sql,
    search: searchRepoFor(sql),
    close: async () => {
      await pg?.close()
      seeded.close()
    },
  }
}
