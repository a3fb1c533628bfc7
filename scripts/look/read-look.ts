/**
 * The owner's `look.ts`, read when the Vite config is made rather than imported by it: a typo
 * in the file is then one line naming it (from the content check) instead of a config that
 * cannot load.
 */
import type { Look } from '../../src/content/types.ts'
import { readModule } from '../content/owner-modules.ts'
import type { LookSource } from './plugin.ts'

export async function readLook(contentDir: string): Promise<LookSource> {
  const result = await readModule(contentDir, 'look.ts', 'look')
  return 'problem' in result ? result : (result.value as Look)
}
