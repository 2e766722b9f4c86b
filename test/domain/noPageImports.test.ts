/** The lint rule that keeps page modules out of every other module's imports (eslint-rules/no-page-imports.js). */
import path from 'node:path'
import { ESLint, RuleTester } from 'eslint'

const rule = require('../../eslint-rules/no-page-imports')

const root = path.resolve(__dirname, '..', '..')
const fillInfo = path.join(root, 'src/pagesUser/myOrder/fillInfo/fillInfo.tsx')

new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run('no-page-imports', rule, {
  valid: [
    { filename: fillInfo, code: "import { headSummary } from '@/domain/invoiceHead'" },
    { filename: fillInfo, code: "import '../../invoiceHead/invoice.scss'" },
    { filename: fillInfo, code: "import x from 'react'" },
    // a module beside a page, not the page
    { filename: fillInfo, code: "import NearbyRow from '../../../pagesScenario/vicinityEnterprise/NearbyRow'" },
  ],
  invalid: [
    {
      filename: fillInfo,
      code: "import { headSummary } from '../../invoiceHead/invoiceHead/invoiceHead'",
      errors: [
        {
          messageId: 'pageImport',
          data: { specifier: '../../invoiceHead/invoiceHead/invoiceHead', page: 'pagesUser/invoiceHead/invoiceHead/invoiceHead' },
        },
      ],
    },
    { filename: fillInfo, code: "import Home from '@/pages/index/index.tsx'", errors: [{ messageId: 'pageImport' }] },
    { filename: fillInfo, code: "export { default } from '@/pages/mine/mine'", errors: [{ messageId: 'pageImport' }] },
    { filename: fillInfo, code: "const p = import('../../../pagesIndex/search/search')", errors: [{ messageId: 'pageImport' }] },
    { filename: fillInfo, code: "const p = require('@/pagesFilter/detail/detail')", errors: [{ messageId: 'pageImport' }] },
  ],
})

test("the repository's lint config applies it to src/", async () => {
  // the config is handed over, not found: ESLint loads a config file by dynamic import, which Jest's VM has not
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: require('../../eslint.config.js') })
  const [planted] = await eslint.lintText(
    "import { headSummary } from '../../invoiceHead/invoiceHead/invoiceHead'\nexport const s = headSummary\n",
    { filePath: fillInfo },
  )
  expect(planted.messages.map((m) => m.ruleId)).toEqual(['yqc/no-page-imports'])
  const [clean] = await eslint.lintText("import { headSummary } from '@/domain/invoiceHead'\nexport const s = headSummary\n", {
    filePath: fillInfo,
  })
  expect(clean.messages).toEqual([])
})
