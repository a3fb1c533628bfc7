/** The engine's commands, what each does, and the line for a name that is not one. */
import { suggestion } from '../build/plugins/content/project-schema.ts'
import { build, check, dev, start, serve } from './site-commands.ts'
import { deployEdge, inbox, previewEdge } from './server-commands.ts'
import { migrate } from './migrate/migrate.ts'
import { engineVersion } from '../build/paths/engine.ts'
import { UsageError } from './usage-error.ts'

interface Command {
  about: string
  run: (args: readonly string[]) => Promise<void>
}

const COMMANDS: Record<string, Command> = {
  dev: { about: 'the site as you edit it, at http://localhost:5173', run: dev },
  check: { about: 'checks the content and names every problem', run: check },
  build: { about: 'the site, its documents, the server and the Worker into dist/', run: build },
  start: { about: 'builds if needed, then serves the site and the contact API', run: start },
  serve: { about: 'serves the built site and the contact API (production)', run: serve },
  'preview:edge': { about: 'the built Worker, locally in workerd', run: previewEdge },
  'deploy:edge': { about: 'the built Worker and its D1 outbox to Cloudflare', run: deployEdge },
  test: {
    about: 'checks the content, builds into .bifolio-test/, then every page in Chromium',
    // Loaded when asked for: the browser and axe stay out of `serve`'s start.
    run: async (args) => (await import('./site-test/test-command.ts')).test(args),
  },
  inbox: { about: 'the messages the form received and their delivery', run: inbox },
  migrate: { about: 'rewrites content written for an earlier version', run: migrate },
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
