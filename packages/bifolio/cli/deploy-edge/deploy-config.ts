/**
 * The Worker's deployment for one site: the engine's platform settings (server/adapters/edge/
 * wrangler.jsonc) with the site's own name, D1 database and SITE_URL, as the JSON config
 * wrangler deploys from, beside the built Worker.
 */
import {
  readWranglerConfig,
  workerFirst,
  WRANGLER_CONFIG,
} from '../../server/adapters/edge/wrangler-config.ts'
import { enginePath } from '../../builder/paths/engine.ts'
import { UsageError } from '../usage-error.ts'

const D1_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const WORKER_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/

export interface DeployConfig {
  /** The config wrangler reads, to write as `<BUILD_DIR>/edge/wrangler.json`. */
  config: Record<string, unknown>
  databaseName: string
}

/**
 * From the environment (WORKER_NAME, D1_DATABASE_NAME, D1_DATABASE_ID, SITE_URL) and the built
 * Worker's folder, `edgeDir`.
 */
export function deployConfig(
  env: NodeJS.ProcessEnv,
  fallbackName: string,
  edgeDir: string,
): DeployConfig {
  const name = env.WORKER_NAME?.trim() || fallbackName
  if (!WORKER_NAME.test(name)) {
    throw new UsageError(
      `WORKER_NAME must be lowercase letters, digits and hyphens (the Worker's name on Cloudflare); got "${name}"`,
    )
  }
  const databaseId = env.D1_DATABASE_ID?.trim() ?? ''
  if (!D1_ID.test(databaseId)) {
    throw new UsageError(
      `D1_DATABASE_ID must be the id \`npx wrangler d1 create ${name}-outbox\` printed${databaseId ? `; got "${databaseId}"` : ''}`,
    )
  }
  const siteUrl = env.SITE_URL?.trim()
  if (!siteUrl?.startsWith('https://')) {
    throw new UsageError(
      'SITE_URL must be the https:// address the site is published at, the same the build was made for',
    )
  }
  const wrangler = readWranglerConfig(WRANGLER_CONFIG)
  const base = wrangler as unknown as Record<string, unknown>
  const databaseName = env.D1_DATABASE_NAME?.trim() || `${name}-outbox`
  const [outbox] = base.d1_databases as Array<Record<string, unknown>>
  return {
    databaseName,
    config: {
      ...base,
      name,
      assets: { ...wrangler.assets, run_worker_first: workerFirst(edgeDir, wrangler) },
      d1_databases: [
        {
          ...outbox,
          database_name: databaseName,
          database_id: databaseId,
          migrations_dir: enginePath('migrations'),
        },
      ],
      vars: { ...(base.vars as object), SITE_URL: siteUrl },
    },
  }
}
