/**
 * The command from start to end: read the flags, the resume and the answers, check the
 * folder, make every file in memory, write them, and say what was done and what comes next.
 * Every problem with the input is found before the first file is written.
 */
import { basename, join, resolve } from 'node:path'
import type { Readable, Writable } from 'node:stream'
import { completeAnswers, Stopped, type Answers } from './answers.ts'
import { EXIT, InputError } from './input-error.ts'
import { parseOptions, USAGE } from './options.ts'
import { nextSteps, resumeNotes } from './report.ts'
import { DEFAULT_LANGUAGES, starterLocaleOf, type Locale } from './locales.ts'
import { fromResume, type FromResume } from './resume/from-resume.ts'
import { readResume, type ReadResume } from './resume/read-resume.ts'
import { readCatalogue, technologyMatcher } from './site/catalogue.ts'
import { planSite } from './site/plan-site.ts'
import { hasNodeSqlite } from './site/site-package.ts'
import { checkTarget } from './site/target-folder.ts'
import { engineRanges, TEMPLATE_DIR } from './site/template.ts'
import { writeSite } from './site/write-site.ts'

export interface RunContext {
  argv: readonly string[]
  cwd: string
  stdin: Readable
  stdout: Writable
  stderr: Writable
  /** Whether stdin is a terminal someone can answer at. */
  isTerminal: boolean
  /** The day the CV is dated, YYYY-MM-DD. */
  today: string
}

async function siteFromResume(read: ReadResume, written: Locale): Promise<FromResume> {
  const catalogue = await readCatalogue(join(TEMPLATE_DIR, 'content'))
  return fromResume(read, technologyMatcher(catalogue), written)
}

async function create(context: RunContext): Promise<void> {
  const { argv, cwd, stdout } = context
  const say = (line = '') => {
    stdout.write(`${line}\n`)
  }
  const options = parseOptions(argv)
  if (options.help) {
    say(USAGE)
    return
  }
  const languages = options.languages ?? DEFAULT_LANGUAGES
  const read = options.from ? await readResume(options.from, cwd) : undefined
  const basics = read?.resume.basics
  // A folder named on the command line is checked before any question is asked about it.
  if (options.folder) await checkTarget(resolve(cwd, options.folder), options.folder)
  const answers: Answers = await completeAnswers(
    {
      folder: options.folder,
      name: options.name ?? (basics?.name?.trim() || undefined),
      email: options.email ?? (basics?.email?.trim() || undefined),
      language: options.language,
    },
    { input: context.stdin, output: stdout, canAsk: context.isTerminal && !options.yes },
    languages,
  )
  const target = resolve(cwd, answers.folder)
  if (!options.folder) await checkTarget(target, answers.folder)
  const resumeLanguage = options.resumeLanguage ?? answers.language
  // A language the starter has no words in holds the resume's words where English would.
  const written = starterLocaleOf(resumeLanguage) ?? 'en'
  const resume = read && (await siteFromResume(read, written))
  const { engine, testTools, sqlite } = await engineRanges()
  const serverExtras = hasNodeSqlite() ? {} : sqlite
  say(`Creating a portfolio site for ${answers.name} in ${target}`)
  const files = await planSite(TEMPLATE_DIR, {
    ...answers,
    languages,
    resume,
    resumeLanguage,
    engine,
    testTools,
    serverExtras,
    today: context.today,
  })
  await writeSite(target, files)
  const content = [...files.keys()].filter((path) => path.startsWith('content/'))
  const resumeFile = options.from && basename(options.from)
  say(`  content/: ${content.length} files, the starter${resumeFile ? ` with ${resumeFile}` : ''}`)
  const extras = Object.keys(serverExtras)
  say(
    `  package.json: the site's commands, on bifolio ${engine}` +
      (extras.length > 0
        ? ` and ${extras.join(', ')} (Node ${process.versions.node} has no SQLite of its own; from 22.13 on it is not needed)`
        : ''),
  )
  say('  README.md, .gitignore')
  if (resume && resumeFile) {
    say()
    for (const line of resumeNotes(resumeFile, resume, languages, resumeLanguage)) say(line)
  }
  say()
  for (const line of nextSteps(answers.folder, Boolean(resume), languages)) say(line)
}

/** Runs the command; the exit code says how it ended. */
export async function run(context: RunContext): Promise<number> {
  try {
    await create(context)
    return EXIT.ok
  } catch (error) {
    if (error instanceof InputError) {
      for (const line of error.lines) context.stderr.write(`${line}\n`)
      return EXIT.badInput
    }
    if (error instanceof Stopped) {
      context.stderr.write(`\n${error.message}\n`)
      return EXIT.stopped
    }
    throw error
  }
}
