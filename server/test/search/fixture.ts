import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDb, type DB } from '../../src/store/db'
import { seedDemo, type SeedResult } from '../../src/data/generate'

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
