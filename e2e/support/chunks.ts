import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { buildPaths } from '../../packages/bifolio/builder/paths/build-dir'
import { siteUnderTest, testBuildDir } from '../../test/site-under-test'

/** The build's record of which chunk each module became (`chunks.json`, run-build.ts). */
type ChunkRecord = Record<string, { file: string }>

let record: ChunkRecord | undefined

/**
 * The URL of the chunk that holds `module` (its path in the engine, `src/…/name`, with or
 * without its extension), as a pattern for requests: a chunk's name is its hash alone.
 */
export function chunkOf(module: string): RegExp {
  record ??= JSON.parse(
    readFileSync(resolve(siteUnderTest(), buildPaths(testBuildDir()).chunks), 'utf8'),
  ) as ChunkRecord
  const file = (record[module] ?? record[`${module}.tsx`] ?? record[`${module}.ts`])?.file
  if (!file) throw new Error(`the build made no chunk of ${module}`)
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
}
