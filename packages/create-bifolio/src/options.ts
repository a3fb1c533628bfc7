/**
 * The command line: `create-bifolio [folder] --name "Ana Ruiz" --email ana@example.com
 * [--language es|en] [--from resume.json [--resume-language en]] [--yes]`, read with Node's own
 * parser and checked
 * flag by flag, each mistake one line naming the flag.
 */
import { parseArgs } from 'node:util'
import { isEmail } from './email.ts'
import { InputError } from './input-error.ts'
import { isLocale, LOCALES, type Locale } from './locales.ts'

export interface Options {
  folder?: string
  name?: string
  email?: string
  language?: Locale
  /** A JSON Resume file to start from. */
  from?: string
  /** The language the resume is written in, when not the owner's. */
  resumeLanguage?: Locale
  /** Never ask: what is missing is an error. */
  yes: boolean
  help: boolean
}

const FLAGS = {
  name: { type: 'string' },
  email: { type: 'string' },
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
  language: '--language en',
  from: '--from resume.json',
  'resume-language': '--resume-language en',
}

/** A language tag's language ("en-US" is en), if the site has it. */
function siteLanguage(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  return isLocale(language) ? language : undefined
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
  const language = values.language
  if (language !== undefined && !isLocale(language)) {
    throw new InputError(
      `--language must be ${LOCALES.join(' or ')}, got ${JSON.stringify(language)}`,
    )
  }
  if (values.from === '') throw new InputError('--from needs a file, e.g. --from resume.json')
  const resumeTag = values['resume-language']
  const resumeLanguage = resumeTag === undefined ? undefined : siteLanguage(resumeTag)
  if (resumeTag !== undefined && !resumeLanguage) {
    throw new InputError(
      `--resume-language must be ${LOCALES.join(' or ')}, a language the site is written in, got ${JSON.stringify(resumeTag)}`,
    )
  }
  return {
    folder: positionals[0],
    name,
    email,
    language,
    from: values.from,
    resumeLanguage,
    yes: values.yes ?? false,
    help: values.help ?? false,
  }
}

export const USAGE = `Creates a portfolio site run by bifolio, in Spanish and English.

Usage: npm create bifolio <folder> -- [options]

Options:
  --name "Ana Ruiz"         your name, as the page shows it
  --email ana@example.com   where the contact form's messages reach you
  --language es|en          the language you read the form's messages in (default: es)
  --from resume.json        start from a JSON Resume file (https://jsonresume.org/schema):
                            profile links, CV, headline and skills
  --resume-language es|en   the language the resume is written in (default: --language's);
                            its words fill that language, the other starts from them
                            marked "TODO:" for you to translate
  --yes, -y                 never ask: a missing --name or --email is an error
  --help, -h                this text

Without --name or --email, the command asks for them when run in a terminal.`
