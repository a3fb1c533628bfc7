import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import staticParts from './tools/lint/static-part-rule.js'

/** The engine's folders, by their place in its package. */
const ENGINE = './packages/bifolio'
const src = (...names) => names.map((name) => `${ENGINE}/src/${name}`)

/**
 * Code flows one way (README, "How the code is laid out"):
 * app -> sections/layout -> islands/ui/i18n/theme/schema/content/lib.
 * Each zone lists the folders its files may not import from.
 */
const zones = [
  { target: src('ui'), from: src('app', 'sections', 'layout', 'content', 'i18n') },
  { target: src('lib'), from: src('app', 'sections', 'layout', 'ui', 'content', 'i18n', 'theme') },
  { target: src('sections'), from: src('app', 'layout') },
  { target: src('layout'), from: src('app', 'sections') },
  // What keeps a part static or wakes an island serves the pages, and knows none of them.
  { target: src('islands'), from: src('app', 'sections', 'layout') },
  { target: src('content'), from: src('app', 'sections', 'layout', 'ui', 'theme', 'lib') },
  // The content's shapes and the schema know the list of languages, and nothing else of i18n.
  { target: src('content'), from: src('i18n'), except: ['./locales.ts'] },
  { target: src('schema'), from: src('app', 'sections', 'layout', 'ui', 'theme') },
  { target: src('schema'), from: src('i18n'), except: ['./locales.ts'] },
  { target: `${ENGINE}/src`, from: [`${ENGINE}/server`] },
  { target: `${ENGINE}/server`, from: src('app', 'sections', 'layout', 'ui', 'theme') },
  // What the Node server and the build both need (content types, security headers, the page
  // policy, cache rules, precompression) lives in shared/, which imports neither; the build
  // never reaches into the server's serving code for it.
  {
    target: `${ENGINE}/shared`,
    from: [`${ENGINE}/src`, `${ENGINE}/server`, `${ENGINE}/builder`],
  },
  { target: `${ENGINE}/builder`, from: `${ENGINE}/server/adapters` },
  // The server's core (the Hono app, the contact routes, the outbox's SQL, the counts) runs on
  // every runtime; what differs per runtime is an adapter over it, never the other way round.
  {
    target: ['contact', 'outbox', 'visits', 'log', '*.ts'].map(
      (name) => `${ENGINE}/server/${name}`,
    ),
    from: `${ENGINE}/server/adapters`,
    // A test of the core may run it on Node's store, the real one at hand.
    except: ['./node/outbox-store.ts'],
  },
]

/** Sections never import each other: each folder of src/sections/ gets its zone as it is made. */
const sectionNames = readdirSync(join(import.meta.dirname, ENGINE, 'src/sections'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const sectionZones = sectionNames.map((name) => ({
  target: `${ENGINE}/src/sections/${name}`,
  from: `${ENGINE}/src/sections`,
  except: [`./${name}`],
}))

/**
 * Settings are read once, where a process starts. Handing the whole environment to a child
 * process (`{ ...process.env }`) reads no setting; naming one does.
 */
const READS_A_SETTING = {
  selector:
    "MemberExpression[object.name='process'][property.name='env']:not(SpreadElement > MemberExpression)",
  message:
    'Only the configuration modules read the environment: take the setting as a value from the server config or the build settings.',
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.test-build',
      'coverage',
      'test-results',
      'playwright-report',
      'data',
      'bench/results',
      // Another owner's content, linted where it belongs once `npm run test:owner` puts it there.
      'sites/*/dist',
      'sites/*/data',
      // What `bifolio test` builds in a site.
      'sites/*/.bifolio-test',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...sectionZones] }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
    },
  },
  { files: ['packages/bifolio/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Test files share one module registry (vitest.config.ts): a module replaced in one would
    // stay replaced in the next.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'A test that mocks a module is named *.isolated.test.ts(x), to run on its own.',
        },
        {
          object: 'vi',
          property: 'doMock',
          message: 'A test that mocks a module is named *.isolated.test.ts(x), to run on its own.',
        },
      ],
    },
  },
  {
    // Settings are read once, where a process starts, and handed down as values: a module that
    // read the environment itself could see another value than the rest of its build or server.
    files: ['packages/**/*.{ts,tsx,js}', 'tools/**/*.ts', 'e2e*/**/*.ts', 'bench/**/*.ts'],
    ignores: [
      // The configuration modules: the server's, the build's, the browser the tests drive.
      'packages/bifolio/server/adapters/node/config.ts',
      'packages/bifolio/builder/build-config.ts',
      'packages/bifolio/shared/chromium-flags.ts',
      // The commands' entry points, and the build a command starts, which gets the
      // environment it runs in and the lock it holds.
      'packages/bifolio/cli/**',
      'packages/bifolio/server/adapters/node/inbox.ts',
      'packages/bifolio/builder/freshness/build-if-stale.ts',
      'packages/bifolio/builder/freshness/ensure-build.ts',
      // The repository's own tools: the suite's steps, the server the browser tests start, the
      // benchmark's build folder.
      'tools/test-steps/test-steps.ts',
      'e2e/serve.ts',
      'bench/bench-build.ts',
      // Tests start processes with environments of their own.
      '**/*.test.{ts,tsx}',
      'packages/*/test/**',
    ],
    rules: {
      'no-restricted-syntax': ['error', READS_A_SETTING],
    },
  },
  {
    // Transition events stop at the window before React sees them (src/app/unhandled-events.ts),
    // so a handler for one would never run.
    files: ['packages/bifolio/src/**/*.{ts,tsx}'],
    ignores: [
      'packages/bifolio/src/app/unhandled-events.ts',
      'packages/bifolio/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXAttribute[name.name=/^onTransition(Run|Start|End|Cancel)(Capture)?$/]',
          message:
            'Transition events stop at the window (src/app/unhandled-events.ts): take the event off UNHANDLED_EVENTS first.',
        },
        {
          selector: 'Literal[value=/^transition(run|start|end|cancel)$/]',
          message:
            'Transition events stop at the window (src/app/unhandled-events.ts): take the event off UNHANDLED_EVENTS first.',
        },
        // The environment rule above, which this block replaces for these files.
        READS_A_SETTING,
      ],
    },
  },
  {
    // A static page part's code never runs in the browser (the page parts table).
    files: ['packages/bifolio/src/**/*.tsx'],
    plugins: { portfolio: staticParts },
    rules: { 'portfolio/static-part-code': 'error' },
  },
  {
    // An ambient module declaration can name other modules' types only through `import()`.
    files: ['packages/bifolio/src/virtual-modules.d.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
)
