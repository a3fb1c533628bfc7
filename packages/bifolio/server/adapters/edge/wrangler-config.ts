/**
 * The Worker's platform settings, read without Cloudflare's tools: the local preview starts
 * workerd from them, and `deploy:edge` writes the config wrangler deploys from.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { WORKER_FIRST_FILE } from '../../../shared/worker-first'

interface WranglerConfig {
  compatibility_date: string
  assets: {
    html_handling: 'auto-trailing-slash'
    not_found_handling: '404-page'
    run_worker_first: string[]
  }
  triggers: { crons: string[] }
  d1_databases: Array<{ binding: string; database_id: string }>
}

/** The Worker's platform settings, beside it: what `deploy:edge` deploys it with. */
export const WRANGLER_CONFIG = join(import.meta.dirname, 'wrangler.jsonc')

/** `wrangler.jsonc` without its comments (whole-line `//` ones and trailing commas). */
export function readWranglerConfig(file = WRANGLER_CONFIG): WranglerConfig {
  const text = readFileSync(file, 'utf8')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/,(\s*[}\]])/g, '$1')
  return JSON.parse(text) as WranglerConfig
}

/**
 * The paths the Worker answers before the assets: the engine's (the API) and those the build
 * wrote for the site beside the Worker in `edgeDir` (its filtered index pages).
 */
export function workerFirst(edgeDir: string, config = readWranglerConfig()): string[] {
  const file = join(edgeDir, WORKER_FIRST_FILE)
  const site = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : []
  return [...config.assets.run_worker_first, ...site]
}
