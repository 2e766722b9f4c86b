/** The app calls the API only by the named paths of contract/endpoints.ts. */
import fs from 'node:fs'
import path from 'node:path'

const SRC = path.join(__dirname, '..', '..', '..', 'src')
/** a string (or template) that starts with the first segment of an API path */
const ENDPOINT = /['"`]\/(yqc|search|sso|user|msg)\//

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(e.name) ? [full] : []
  })

it('no file of src/ writes an endpoint path by hand', () => {
  const offending: string[] = []
  for (const file of sourceFiles(SRC)) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (ENDPOINT.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line)) offending.push(`${path.relative(SRC, file)}:${i + 1}: ${line.trim()}`)
      })
  }
  expect(offending).toEqual([])
})
