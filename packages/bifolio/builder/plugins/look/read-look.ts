/**
 * The owner's `look.yml`, read when the Vite config is made: a file that cannot be read is
 * then one line naming it (the content check names it too) instead of a config that cannot
 * load.
 */
import type { Look } from '../../../src/content/types.ts'
import { readDataFile } from '../content/read-data-file.ts'
import type { LookSource } from './plugin.ts'

export async function readLook(contentDir: string): Promise<LookSource> {
  const result = await readDataFile(contentDir, 'look.yml')
  // Its shape is checked by resolve-look.ts, with the colours and fonts.
  return 'problem' in result ? result : (result.value as Look)
}
