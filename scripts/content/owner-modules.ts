/**
 * The owner's TypeScript content files, read for the build steps that need them (the content
 * check, the CV). They are read here, when a step asks, rather than imported by the Vite config:
 * a typo in one of them is then a line naming the file, not a build that cannot start.
 */
import { join } from 'node:path'
import { runnerImport } from 'vite'
import type { CvDocumentMessages, Messages, ProjectPagesMessages } from '../../src/content/types.ts'
import type { Locale } from '../../src/i18n/locales.ts'

import type * as ClientsModule from '../../src/content/clients.ts'
import type * as SiteModule from '../../src/content/site.ts'
import type * as TechnologiesModule from '../../src/content/technologies.ts'

/** What the owner's files export, as they wrote it (unchecked: see `site-schema.ts`). */
export interface OwnerModules {
  site: typeof SiteModule
  clients: typeof ClientsModule
  technologies: (typeof TechnologiesModule)['technologies']
  words: Record<Locale, Messages>
  projectPages: Record<Locale, ProjectPagesMessages>
  cv: Record<Locale, CvDocumentMessages>
}

/** Each file, and the export it must have. */
const FILES = {
  site: ['site.ts', undefined],
  clients: ['clients.ts', undefined],
  technologies: ['technologies.ts', 'technologies'],
  esWords: ['es.ts', 'es'],
  enWords: ['en.ts', 'en'],
  esProjectPages: ['es-project-pages.ts', 'esProjectPages'],
  enProjectPages: ['en-project-pages.ts', 'enProjectPages'],
  esCv: ['es-cv.ts', 'esCv'],
  enCv: ['en-cv.ts', 'enCv'],
  // Read and checked by scripts/look/; here only so that a file that cannot be read is named
  // with the rest.
  look: ['look.ts', 'look'],
} as const

interface ParseError {
  message?: string
  id?: string
  errors?: Array<{ message?: string; loc?: { line: number; column: number } }>
  loc?: { line: number; column: number }
}

/** `src/content/en.ts:11:3: Expected "," or "}"`: what a failed read means to the owner. */
function unreadable(file: string, error: unknown): string {
  const parse = (error ?? {}) as ParseError
  const first = parse.errors?.[0]
  const loc = first?.loc ?? parse.loc
  // The parser counts columns from 0, an editor from 1.
  const where = loc ? `:${loc.line}:${loc.column + 1}` : ''
  // Keep the first line, without the terminal's colours, of what the parser said.
  const said = (first?.message ?? parse.message ?? String(error))
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.replace(/^\[[A-Z_]+\]\s*/, '').trim())
    .find((line) => line && !/^Transform failed|^Build failed/.test(line))
  return `src/content/${file}${where}: cannot be read: ${said ?? 'the file is not valid TypeScript'}`
}

/** One export of one of the owner's files, or the line that says why it cannot be read. */
export async function readModule(
  contentDir: string,
  file: string,
  name: string | undefined,
): Promise<{ value: unknown } | { problem: string }> {
  try {
    const { module } = await runnerImport<Record<string, unknown>>(join(contentDir, file), {
      configFile: false,
      logLevel: 'silent',
      // Outside any project: only the file and what it imports, no plugins of ours.
      root: contentDir,
    })
    if (name === undefined) return { value: module }
    if (!(name in module)) {
      return { problem: `src/content/${file}: must export "${name}" (export const ${name} = …)` }
    }
    return { value: module[name] }
  } catch (error) {
    return { problem: unreadable(file, error) }
  }
}

/** The owner's modules, or one line for each file that cannot be read. */
export async function loadOwnerModules(
  contentDir: string,
): Promise<{ modules: OwnerModules } | { problems: string[] }> {
  const entries = Object.entries(FILES) as Array<
    [keyof typeof FILES, (typeof FILES)[keyof typeof FILES]]
  >
  const results = await Promise.all(
    entries.map(
      async ([key, [file, name]]) => [key, await readModule(contentDir, file, name)] as const,
    ),
  )
  const problems = results.flatMap(([, result]) => ('problem' in result ? [result.problem] : []))
  if (problems.length > 0) return { problems }
  const value = Object.fromEntries(
    results.map(([key, result]) => [key, 'value' in result ? result.value : undefined]),
  ) as Record<keyof typeof FILES, never>
  return {
    modules: {
      site: value.site,
      clients: value.clients,
      technologies: value.technologies,
      words: { es: value.esWords, en: value.enWords },
      projectPages: { es: value.esProjectPages, en: value.enProjectPages },
      cv: { es: value.esCv, en: value.enCv },
    },
  }
}
