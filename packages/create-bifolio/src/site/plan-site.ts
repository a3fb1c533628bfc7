/**
 * Every file of a new site, made in memory from the starter (`template/`), the owner's answers
 * and, when given, their resume: the content folder with profile.json written and the YAML
 * files edited in place, package.json, README.md and .gitignore. Nothing touches the disk here,
 * so a problem found while making them leaves no half-made site.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { parseDocument, type Document } from 'yaml'
import { DEFAULT_LANGUAGES, LOCALES, type LanguageTag } from '../locales.ts'
import type { FromResume, Links } from '../resume/from-resume.ts'
import { commentMarks } from '../untranslated.ts'
import { applyResume, type ContentDocuments } from './apply-resume.ts'
import { projectPages, rekeyLanguages, setLanguages, wordsFiles } from './language-files.ts'
import { languageSources } from './site-languages.ts'
import { sitePackageJson } from './site-package.ts'

export interface SiteSpec {
  /** The new folder's name, which names the site's package. */
  folder: string
  name: string
  email: string
  /** The site's languages in order; the starter's (es, en) when not given. */
  languages?: readonly LanguageTag[]
  /** The one the owner reads the form's messages in. */
  language: LanguageTag
  resume?: FromResume
  /** The site's language the resume is written in; `resume.written` holds its words. */
  resumeLanguage?: LanguageTag
  /** The engine's version range the site depends on. */
  engine: string
  /** The browser test's packages and their ranges, which the site's `npm test` needs. */
  testTools: Record<string, string>
  /** Packages the server needs on this Node beyond the engine: SQLite's where Node has none. */
  serverExtras?: Record<string, string>
  /** The day the CV is dated, YYYY-MM-DD. */
  today: string
}

/** A site's files by their path in it, `/`-separated. */
export type SiteFiles = Map<string, string | Buffer>

const SCHEMAS = '../node_modules/bifolio/schemas'

/** npm leaves a package's .gitignore out of its tarball, so the starter ships it without the dot. */
const RENAMED: Record<string, string> = { gitignore: '.gitignore' }

/** The starter's files a site's answers and resume edit. */
const EDITED = {
  site: 'content/site.yml',
  cv: 'content/cv.yml',
  es: 'content/es.yml',
  en: 'content/en.yml',
} as const satisfies Record<keyof ContentDocuments, string>

/** The starter's own way of writing: long lines kept whole, `{es: …, en: …}` unpadded. */
const AS_WRITTEN = { lineWidth: 0, flowCollectionPadding: false } as const

const asWritten = (document: Document) => {
  commentMarks(document)
  return document.toString(AS_WRITTEN)
}

async function templateFiles(dir: string): Promise<SiteFiles> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files: SiteFiles = new Map()
  for (const entry of entries.filter((e) => e.isFile())) {
    const path = relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')
    const isText = /\.(ya?ml|md|json)$|^gitignore$/.test(path)
    const content = await readFile(join(dir, path), isText ? 'utf8' : undefined)
    files.set(RENAMED[path] ?? path, content)
  }
  return files
}

function profileJson({ name, email, language, resume }: SiteSpec): string {
  const links: Links = resume?.links ?? {}
  const profile = {
    $schema: `${SCHEMAS}/profile.schema.json`,
    name,
    email,
    picture: 'images/placeholder-portrait.png',
    ...(resume?.phone ? { phone: resume.phone } : {}),
    language,
    links,
  }
  return `${JSON.stringify(profile, null, 2)}\n`
}

export async function planSite(templateDir: string, spec: SiteSpec): Promise<SiteFiles> {
  const files = await templateFiles(templateDir)
  const text = (path: string) => String(files.get(path) ?? '')
  const documents: ContentDocuments = {
    site: parseDocument(text(EDITED.site)),
    cv: parseDocument(text(EDITED.cv)),
    es: parseDocument(text(EDITED.es)),
    en: parseDocument(text(EDITED.en)),
  }
  documents.cv.set('updated', spec.today)
  const { resume, resumeLanguage } = spec
  if (resume) applyResume(documents, resume)
  const languages = spec.languages ?? DEFAULT_LANGUAGES
  const sources = languageSources(
    languages,
    resume && { tag: resumeLanguage ?? resume.written, written: resume.written },
  )
  if (languages.join() !== DEFAULT_LANGUAGES.join()) {
    setLanguages(documents.site, languages)
    rekeyLanguages(documents.cv, sources)
    projectPages(files, sources)
  }
  const wordFiles = languages.map((tag) => `${tag}.yml`).join(' and ')
  files.set(EDITED.site, asWritten(documents.site).replaceAll('es.yml and en.yml', wordFiles))
  files.set(EDITED.cv, asWritten(documents.cv))
  for (const locale of LOCALES) files.delete(EDITED[locale])
  for (const [tag, words] of wordsFiles(documents, sources))
    files.set(`content/${tag}.yml`, asWritten(words))
  files.set('content/profile.json', profileJson(spec))
  files.set(
    'package.json',
    sitePackageJson(spec.folder, spec.engine, spec.testTools, spec.serverExtras),
  )
  files.set('README.md', text('README.md').replaceAll('{{name}}', spec.name))
  return files
}
