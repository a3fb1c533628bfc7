/**
 * The starter this package ships (`template/`) and the engine version a new site depends on.
 * The version is written once, in this package's package.json (`"bifolio": { "engine": … }`),
 * and moves with each release of the engine.
 */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

export const TEMPLATE_DIR = fileURLToPath(new URL('../../template/', import.meta.url))

const PACKAGE_JSON = new URL('../../package.json', import.meta.url)

/** The range of the engine a new site depends on, e.g. `^1.0.0`. */
export async function engineRange(): Promise<string> {
  const own = JSON.parse(await readFile(PACKAGE_JSON, 'utf8')) as { bifolio?: { engine?: string } }
  const range = own.bifolio?.engine
  if (!range) throw new Error('create-bifolio’s package.json names no "bifolio"."engine" version')
  return range
}
