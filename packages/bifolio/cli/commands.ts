/** The engine's commands, what each does, and the line for a name that is not one. */
import { suggestion } from '../src/content/did-you-mean.ts'
import { engineVersion } from '../builder/paths/engine.ts'
import { requireTools, type ToolCommand } from './optional-tools.ts'
import { UsageError } from './usage-error.ts'

type Run = (args: readonly string[]) => Promise<void>

interface Command {
  about: string
  run: Run
}

/**
 * A command whose code loads when it runs, so each command loads only its own: `serve`
 * starts without Vite, the content checks, workerd or the browser.
 */
function lazy<Module>(load: () => Promise<Module>, pick: (module: Module) => Run): Run {
  return async (args) => pick(await load())(args)
}
/**
 * A command that builds or reads the content: it first makes sure the build tools, and the
 * optional `tools` it loads, are installed, else says in one line what to install.
 */
function needing(command: string, run: Run, tools?: ToolCommand): Run {
  return async (args) => {
    requireTools(command, tools)
    await run(args)
  }
}
const siteCommands = () => import('./site-commands.ts')
const serverCommands = () => import('./server-commands.ts')

const COMMANDS: Record<string, Command> = {
  dev: {
    about: 'the site as you edit it, at http://localhost:5173',
    run: needing(
      'dev',
      lazy(siteCommands, (m) => m.dev),
    ),
  },
  check: {
    about: "checks the content; counts each language's missing and untranslated words",
    run: needing(
      'check',
      lazy(siteCommands, (m) => m.check),
    ),
  },
  build: {
    about: 'the site, its documents, the server and the Worker into dist/',
    run: needing(
      'build',
      lazy(siteCommands, (m) => m.build),
    ),
  },
  start: {
    about: 'builds if needed, then serves the site and the contact API',
    run: needing(
      'start',
      lazy(siteCommands, (m) => m.start),
    ),
  },
  serve: {
    about: 'serves the built site and the contact API (production)',
    run: lazy(
      () => import('./serve.js'),
      (m) => m.serve,
    ),
  },
  'preview:edge': {
    about: 'the built Worker, locally in workerd',
    run: needing(
      'preview:edge',
      lazy(serverCommands, (m) => m.previewEdge),
      'preview:edge',
    ),
  },
  'deploy:edge': {
    about: 'the built Worker and its D1 outbox to Cloudflare',
    run: needing(
      'deploy:edge',
      lazy(serverCommands, (m) => m.deployEdge),
      'deploy:edge',
    ),
  },
  test: {
    about: 'checks the content, builds into .bifolio-test/, then every page in Chromium',
    run: needing(
      'test',
      lazy(
        () => import('./site-test/test-command.ts'),
        (m) => m.test,
      ),
      'test',
    ),
  },
  inbox: {
    about: 'the messages the form received and their delivery',
    run: lazy(
      () => import('./inbox-command.ts'),
      (m) => m.inbox,
    ),
  },
  stats: {
    about: 'visits, downloads and messages of the last 30 days',
    run: lazy(
      () => import('./stats/stats-command.ts'),
      (m) => m.stats,
    ),
  },
  migrate: {
    about: 'rewrites content written for an earlier version',
    run: needing(
      'migrate',
      lazy(
        () => import('./migrate/migrate.ts'),
        (m) => m.migrate,
      ),
    ),
  },
  version: {
    about: "the engine's version",
    run: async () => console.log(engineVersion()),
  },
}

export function commandNamed(name: string): Command {
  const command = COMMANDS[name]
  if (command) return command
  const names = Object.keys(COMMANDS)
  throw new UsageError(
    `bifolio: there is no command "${name}"${suggestion(name, names)}; the commands are ${names.join(', ')}`,
  )
}

export function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((name) => name.length))
  return [
    `bifolio ${engineVersion()}: your portfolio site from its content folder`,
    '',
    "usage: bifolio <command>   (in your site's folder; its npm scripts call these)",
    '',
    ...Object.entries(COMMANDS).map(([name, { about }]) => `  ${name.padEnd(width)}  ${about}`),
  ].join('\n')
}
