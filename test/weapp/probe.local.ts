import { startApiServer, launch, signedInStorage } from './runtime/harness'
import { textOf } from './runtime/data'
async function main() {
  const s = await startApiServer()
  const rt = await launch(s, { storage: await signedInStorage(s, '13900002222') })
  await rt.open('pagesLogin/scan/scan')
  console.log(rt.text())
  for (const n of rt.allByText('扫一扫')) console.log(n.tag, n.className, JSON.stringify(n.events), rt.tappable(n), textOf(n))
  const b = rt.byClass('login-btn')[0]
  console.log(b && JSON.stringify({ ...b, parent: undefined, children: undefined, raw: undefined }))
  await rt.close()
  await s.close()
}
main().catch((e) => {
  console.error(e)
  process.exit(1)
})
