/**
 * Where the site goes: a folder that does not exist yet, or an empty one. Anything else is
 * refused before a file is written, so nothing of the owner's is ever overwritten.
 */
import { readdir, stat } from 'node:fs/promises'
import { InputError } from '../input-error.ts'

export async function checkTarget(path: string, shown: string): Promise<void> {
  let isFolder: boolean
  try {
    isFolder = (await stat(path)).isDirectory()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  if (!isFolder) throw new InputError(`${shown} is a file; choose a new folder for the site`)
  const entries = await readdir(path)
  if (entries.length > 0) {
    throw new InputError(
      `${shown} already exists and is not empty (${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}); choose a new folder, or empty this one first`,
    )
  }
}
