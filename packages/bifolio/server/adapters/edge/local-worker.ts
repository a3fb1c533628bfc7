/**
 * The built Worker in workerd on this machine, through Miniflare, configured from
 * `wrangler.jsonc` as the platform would be: static assets with their `_headers`, 404 pages and
 * API-first routing, a D1 outbox (kept under a folder when one is given) with the project's
 * migrations applied, and the Cron Trigger on demand. `npm run preview:edge` and the edge tests
 * both start it here.
 *
 * Nothing answers on the requested port before the schema exists: the Worker starts on a port
 * of its own, the migrations run, and only then does it move to the one asked for. There it is
 * the only sender of its D1, so the claims a killed run left are returned to the queue first,
 * rather than wait out their lease.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { Miniflare, Response as LocalResponse, type Request as LocalRequest } from 'miniflare'
import type { Migration } from '../../outbox/migrations'
import { migrationsDir, pending, readMigrations, MIGRATIONS_TABLE } from '../../outbox/migrations'
import { d1Outbox } from './d1-outbox'
import type { D1Database } from './platform'
import { readWranglerConfig, workerFirst } from './wrangler-config'

export interface LocalWorkerOptions {
  /** The bundle, `<BUILD_DIR>/edge/worker.js`. */
  scriptPath: string
  /** The built site, `<BUILD_DIR>/client`. */
  clientDir: string
  /** Vars and secrets, as `wrangler.jsonc` and `wrangler secret` give them on the platform. */
  vars: Record<string, string>
  /** Where the local D1 lives across restarts; unset, in memory. */
  persistDir?: string
  /** Without SMTP_URL, each message is written here as `<id>.eml`. */
  mailDir?: string
  host?: string
  port?: number
  /**
   * What workerd prints (the Worker's JSON request log among it): to this process's output as
   * `npm run preview:edge` wants, or dropped, for a benchmark that sends thousands of requests.
   */
  output?: 'inherit' | 'drop'
  /** The schema's migrations, the engine's own by default. */
  migrations?: readonly Migration[]
}

/** The statements of a migration file, for D1's batch. */
function statements(sql: string): string[] {
  return sql
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean)
}

type LocalD1 = Awaited<ReturnType<Miniflare['getD1Database']>>

/**
 * The migrations (the engine's own by default) not yet recorded, as `wrangler d1 migrations
 * apply` runs them; `where` names the database when it is newer than them.
 */
export async function applyMigrations(
  d1: LocalD1,
  migrations: readonly Migration[] = readMigrations(migrationsDir()),
  where = 'the local D1 outbox',
): Promise<void> {
  await d1.prepare(MIGRATIONS_TABLE).run()
  const applied = await d1.prepare('SELECT name FROM d1_migrations').all<{ name: string }>()
  const todo = pending(
    migrations,
    applied.results.map((row: { name: string }) => row.name),
    where,
  )
  for (const migration of todo) {
    await d1.batch([
      ...statements(migration.sql).map((statement) => d1.prepare(statement)),
      d1.prepare('INSERT INTO d1_migrations (name) VALUES (?)').bind(migration.name),
    ])
  }
}

export async function startLocalWorker(options: LocalWorkerOptions) {
  const wrangler = readWranglerConfig()
  const mailDir = options.mailDir
  const miniflareOptions = {
    modules: true,
    scriptPath: options.scriptPath,
    modulesRoot: dirname(options.scriptPath),
    compatibilityDate: wrangler.compatibility_date,
    host: options.host,
    port: options.port,
    ...(options.output === 'drop'
      ? {
          handleRuntimeStdio(stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) {
            stdout.resume()
            stderr.resume()
          },
        }
      : {}),
    assets: {
      directory: options.clientDir,
      binding: 'ASSETS',
      routerConfig: {
        has_user_worker: true,
        static_routing: { user_worker: workerFirst(dirname(options.scriptPath), wrangler) },
      },
      assetConfig: {
        html_handling: wrangler.assets.html_handling,
        not_found_handling: wrangler.assets.not_found_handling,
      },
    },
    // Keyed and laid out as wrangler's own local state, so `wrangler d1 execute --local
    // --persist-to <persistDir>` reads the same database.
    d1Databases: { OUTBOX: wrangler.d1_databases[0]?.database_id ?? 'portfolio-outbox' },
    ...(options.persistDir ? { d1Persist: join(options.persistDir, 'v3', 'd1') } : {}),
    bindings: options.vars,
    ...(mailDir && !options.vars.SMTP_URL
      ? {
          serviceBindings: {
            async MAIL_SINK(request: LocalRequest) {
              const id = decodeURIComponent(new URL(request.url).pathname.slice(1))
              if (!/^[\w-]+$/.test(id)) return new LocalResponse('bad id', { status: 400 })
              mkdirSync(mailDir, { recursive: true })
              const target = join(mailDir, `${id}.eml`)
              writeFileSync(`${target}.tmp`, await request.text())
              renameSync(`${target}.tmp`, target)
              return new LocalResponse(null, { status: 204 })
            },
          },
        }
      : {}),
  }
  // A port of its own (any free one, on loopback) until the schema exists; port 0 is that already.
  const mf = new Miniflare(
    options.port ? { ...miniflareOptions, host: '127.0.0.1', port: 0 } : miniflareOptions,
  )
  await mf.ready
  const early = await mf.getD1Database('OUTBOX')
  const where = options.persistDir ? `the local D1 outbox in ${options.persistDir}` : undefined
  await applyMigrations(early, options.migrations, where).catch(async (error: unknown) => {
    await mf.dispose()
    throw error
  })
  const released = await d1Outbox(early as unknown as D1Database).releaseClaims()
  if (released > 0 && options.output !== 'drop') {
    console.log(`mail: ${released} message(s) interrupted by the last stop are queued again`)
  }
  if (options.port) await mf.setOptions(miniflareOptions)
  const url = await mf.ready
  const d1 = options.port ? await mf.getD1Database('OUTBOX') : early
  // Miniflare's type for the worker names only `fetch`; workerd answers `scheduled` as well.
  const worker = (await mf.getWorker()) as unknown as {
    scheduled(event: { cron: string }): Promise<{ outcome: string }>
  }
  return {
    mf,
    url,
    d1,
    crons: wrangler.triggers.crons,
    /** One run of the Cron Trigger, resolved once its work is done. */
    scheduled: () => worker.scheduled({ cron: wrangler.triggers.crons[0] ?? '* * * * *' }),
    dispose: () => mf.dispose(),
  }
}

export type LocalWorker = Awaited<ReturnType<typeof startLocalWorker>>
