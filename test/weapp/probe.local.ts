import { startApiServer, launch } from './runtime/harness'
async function main() {
  const s = await startApiServer()
  const rt = await launch(s)
  console.log('route', rt.current.route, 'errors', rt.errors, 'missing', [...rt.missingApis])
  console.log(rt.text().slice(0, 800))
  console.log(JSON.stringify(rt.current.data).slice(0, 600))
  await rt.close()
  await s.close()
}
main().catch((e) => { console.error(e); process.exit(1) })
