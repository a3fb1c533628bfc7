/**
 * The command line: `create-bifolio [folder] --name "Ana Ruiz" --email ana@example.com
 * [--languages pt-BR,en] [--language en] [--from resume.json [--resume-language en]] [--yes]`,
 * read with Node's own parser and checked flag by flag, each mistake one line naming the flag.
 */
import { parseArgs } from 'node:util'
import { isEmail } from './email.ts'
import { InputError } from './input-error.ts'
import { canonicalTag, DEFAULT_LANGUAGES, type LanguageTag } from './locales.ts'

export interface Options {
  folder?: string
  name?: string
  email?: string
  /** The site's languages in order, the first at `/`; the starter's when not given. */
  languages?: LanguageTag[]
  /** The language the owner reads the form's messages in: one of the site's. */
  language?: LanguageTag
  /** A JSON Resume file to start from. */
  from?: string
  /** The language the resume is written in, when not the owner's: one of the site's. */
  resumeLanguage?: LanguageTag
  /** Never ask: what is missing is an error. */
  yes: boolean
  help: boolean
}

const FLAGS = {
  name: { type: 'string' },
  email: { type: 'string' },
  languages: { type: 'string' },
  language: { type: 'string' },
  from: { type: 'string' },
  'resume-language': { type: 'string' },
  yes: { type: 'boolean', short: 'y' },
  help: { type: 'boolean', short: 'h' },
} as const

const FLAG_LIST = Object.keys(FLAGS)
  .map((flag) => `--${flag}`)
  .join(', ')

const EXAMPLES: Record<string, string> = {
  name: '--name "Ana Ruiz"',
  email: '--email ana@example.com',
  languages: '--languages pt-BR,en',
  language: '--language en',
  from: '--from resume.json',
  'resume-language': '--resume-language en',
}

/** "es or en", "pt-BR, fr or en". */
function either(tags: readonly string[]): string {
  return tags.length > 1 ? `${tags.slice(0, -1).join(', ')} or ${tags.at(-1)}` : (tags[0] ?? '')
}

/** `--languages pt-BR,fr`: each a BCP 47 tag, written as the engine reads it, and each once. */
function languagesOf(list: string): LanguageTag[] {
  const given = list.split(',').map((tag) => tag.trim())
  if (given.every((tag) => tag === ''))
    throw new InputError('--languages needs one language at least, e.g. --languages pt-BR,en')
  const tags: LanguageTag[] = []
  for (const tag of given) {
    const canonical = canonicalTag(tag)
    if (!canonical) {
      throw new InputError(
        `--languages: ${JSON.stringify(tag)} is not a language tag such as es, en or pt-BR`,
      )
    }
    // Two tags that differ only in case would share a words file and an address.
    if (tags.some((other) => other.toLowerCase() === canonical.toLowerCase()))
      throw new InputError(`--languages names ${canonical} twice; once is enough`)
    tags.push(canonical)
  }
  return tags
}

/** The site's language a flag names: the tag itself, or the one of its language ("en-US" is en). */
function siteLanguageFor(tag: string, languages: readonly LanguageTag[]): LanguageTag | undefined {
  const wanted = tag.trim().toLowerCase()
  const exact = languages.find((language) => language.toLowerCase() === wanted)
  if (exact) return exact
  const primary = (value: string) => value.toLowerCase().split(/[-_]/)[0]
  const same = languages.filter((language) => primary(language) === primary(wanted))
  return same.length === 1 ? same[0] : undefined
}

/** Node's parser's errors, as one line naming the flag. */
function parserProblem(error: unknown): string {
  const code = (error as { code?: string }).code
  const message = error instanceof Error ? error.message : String(error)
  // The long form when the message names both ('-y, --yes'), else the one it names.
  const flag = /--[\w-]+/.exec(message)?.[0] ?? /-\w/.exec(message)?.[0] ?? ''
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    return `unknown option ${flag}; the options are ${FLAG_LIST}`
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const example = EXAMPLES[flag.replace(/^-+/, '')]
    return example ? `${flag} needs a value, e.g. ${example}` : `${flag} takes no value`
  }
  return message
}

export function parseOptions(argv: readonly string[]): Options {
  let parsed
  try {
    parsed = parseArgs({ args: [...argv], options: FLAGS, allowPositionals: true, strict: true })
  } catch (error) {
    throw new InputError(parserProblem(error))
  }
  const { values, positionals } = parsed
  if (positionals.length > 1) {
    throw new InputError(
      `one folder only, got ${positionals.length}: ${positionals.map((p) => JSON.stringify(p)).join(', ')} (quote a name with spaces: --name "Ana Ruiz")`,
    )
  }
  const name = values.name?.trim()
  if (name === '') throw new InputError('--name must not be empty, e.g. --name "Ana Ruiz"')
  const email = values.email?.trim()
  if (email !== undefined && !isEmail(email)) {
    throw new InputError(
      `--email must be an e-mail address such as ana@example.com, got ${JSON.stringify(email)}`,
    )
  }
  const languages = values.languages === undefined ? undefined : languagesOf(values.languages)
  const siteLanguages = languages ?? DEFAULT_LANGUAGES
  const languageTag = values.language
  const language =
    languageTag === undefined ? undefined : siteLanguageFor(languageTag, siteLanguages)
  if (languageTag !== undefined && !language) {
    throw new InputError(
      `--language must be ${either(siteLanguages)}, got ${JSON.stringify(languageTag)}`,
    )
  }
  if (values.from === '') throw new InputError('--from needs a file, e.g. --from resume.json')
  const resumeTag = values['resume-language']
  const resumeLanguage =
    resumeTag === undefined ? undefined : siteLanguageFor(resumeTag, siteLanguages)
  if (resumeTag !== undefined && !resumeLanguage) {
    throw new InputError(
      `--resume-language must be ${either(siteLanguages)}, a language the site is written in, got ${JSON.stringify(resumeTag)}`,
    )
  }
  return {
    folder: positionals[0],
    name,
    email,
    ...(languages ? { languages } : {}),
    language,
    from: values.from,
    resumeLanguage,
    yes: values.yes ?? false,
    help: values.help ?? false,
  }
}

export const USAGE = `Creates a portfolio site run by bifolio, in Spanish and English or in your languages.

Usage: npm create bifolio <folder> -- [options]

Options:
  --name "Ana Ruiz"         your name, as the page shows it
  --email ana@example.com   where the contact form's messages reach you
  --languages pt-BR,en      the site's languages, as language tags, the first at / (default:
                            es,en); one the starter has no words for starts from its English
                            words, each marked "# untranslated" for you to translate
  --language en             the one you read the form's messages in (default: the first)
  --from resume.json        start from a JSON Resume file (https://jsonresume.org/schema):
                            profile links, CV, headline and skills
  --resume-language en      the language the resume is written in (default: --language's);
                            its words fill that language, the others start from them
                            marked "# untranslated" for you to translate
  --yes, -y                 never ask: a missing --name or --email is an error
  --help, -h                this text

Without --name or --email, the command asks for them when run in a terminal.`
