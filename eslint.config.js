// Lint for the whole repository: TypeScript rules (typescript-eslint), the rules of hooks for React pages, and
// formatting left to Prettier (no stylistic rules here).
const js = require('@eslint/js')
const tseslint = require('typescript-eslint')
const reactHooks = require('eslint-plugin-react-hooks')
const globals = require('globals')
const noPageImports = require('./eslint-rules/no-page-imports')

module.exports = tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'e2e/screens/**', 'bench/out/**', 'coverage/**', '**/*.gen.ts', 'src/app.config.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/**/*.{ts,tsx,js,jsx}'],
    plugins: { yqc: { rules: { 'no-page-imports': noPageImports } } },
    rules: { 'yqc/no-page-imports': 'error' },
  },
  {
    // CommonJS scripts and configs
    files: ['**/*.js', 'scripts/**', 'e2e/**', 'config/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // repositories answer promises: a call whose promise is dropped or tested for truth is a lost write or a wrong branch
    files: ['server/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: __dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['test/**', 'server/test/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
)
