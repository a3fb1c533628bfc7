/**
 * The starter this package ships (`template/`), the engine version a new site depends on, and
 * the versions of the browser test's tools its `npm test` runs with (those the engine is tested
 * with), and the SQLite package the outbox needs on a Node without its own. They are written
 * once, in this package's package.json (`"bifolio": { "engine": …, "testTools": …, "sqlite": … }`),
 * and move with each release of the engine.
 */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

export const TEMPLATE_DIR = fileURLToPath(new URL('../../template/', import.meta.url))

const PACKAGE_JSON = new URL('../../package.json', import.meta.url)

interface EngineRanges {
  /** The range of the engine a new site depends on, e.g. `^1.0.0`. */
  engine: string
  /** The browser test's packages and their ranges, a new site's dev dependencies. */
  testTools: Record<string, string>
  /**
   * The engine's optional peer for a Node without `node:sqlite` (Node 20) and its range: a new
   * site depends on it only when created on such a Node, so elsewhere nothing is compiled.
   */
  sqlite: Record<string, string>
}

export async function engineRanges(): Promise<EngineRanges> {
  const own = JSON.parse(await readFile(PACKAGE_JSON, 'utf8')) as {
    bifolio?: Partial<EngineRanges>
  }
  const { engine, testTools, sqlite } = own.bifolio ?? {}
  if (!engine || !testTools || !sqlite)
    throw new Error(
      'create-bifolio’s package.json names no "bifolio" "engine", "testTools" and "sqlite"',
    )
  return { engine, testTools, sqlite }
}
