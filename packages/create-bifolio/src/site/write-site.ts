import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { SiteFiles } from './plan-site.ts'

/** Writes a planned site into `dir`, which `checkTarget` found absent or empty. */
export async function writeSite(dir: string, files: SiteFiles): Promise<void> {
  for (const [path, content] of files) {
    const target = join(dir, path)
    await mkdir(dirname(target), { recursive: true })
    await writeFile(target, content)
  }
}
