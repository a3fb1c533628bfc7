/**
 * The owner's folder, name, e-mail and language: from the flags (or the resume), else asked
 * at the terminal. Without a terminal (CI, a script) or with --yes, a missing one is an error
 * naming its flag, so nothing waits for an answer that cannot come.
 */
import { createInterface, type Interface } from 'node:readline/promises'
import type { Readable, Writable } from 'node:stream'
import { isEmail } from './email.ts'
import { InputError } from './input-error.ts'
import { DEFAULT_LANGUAGES, type LanguageTag } from './locales.ts'

export interface Answers {
  folder: string
  name: string
  email: string
  /** The site's language the owner reads the form's messages in. */
  language: LanguageTag
}

export interface Terminal {
  input: Readable
  output: Writable
  /** Whether someone can answer: stdin is a terminal and --yes was not given. */
  canAsk: boolean
}

const MISSING: Record<'folder' | 'name' | 'email', string> = {
  folder: 'name the new site’s folder, e.g. npm create bifolio my-site',
  name: 'missing --name: give your name as the page shows it, e.g. --name "Ana Ruiz"',
  email:
    'missing --email: give the address the contact form writes to, e.g. --email ana@example.com',
}

/** The owner stopped the questions (Ctrl+C, or the end of the input). */
export class Stopped extends Error {
  constructor() {
    super('stopped before writing anything')
    this.name = 'Stopped'
  }
}

type Parsed<T> = { value: T } | { problem: string }

const anyText = (answer: string): Parsed<string> => ({ value: answer })
const aName = (answer: string): Parsed<string> =>
  answer ? { value: answer } : { problem: 'The page needs a name.' }
const anEmail = (answer: string): Parsed<string> =>
  isEmail(answer)
    ? { value: answer }
    : { problem: 'That is not an e-mail address, e.g. ana@example.com.' }
const aLanguageOf =
  (languages: readonly LanguageTag[]) =>
  (answer: string): Parsed<LanguageTag> => {
    const found = languages.find((tag) => tag.toLowerCase() === answer.toLowerCase())
    return found ? { value: found } : { problem: `Answer ${languages.join(' or ')}.` }
  }

/** Asks until `parse` takes the answer (an empty one stands for `fallback`). */
async function ask<T>(
  readline: Interface,
  output: Writable,
  question: string,
  parse: (answer: string) => Parsed<T>,
  signal: AbortSignal,
  fallback = '',
): Promise<T> {
  for (;;) {
    let answer: string
    try {
      answer = await readline.question(question, { signal })
    } catch (error) {
      if (signal.aborted) throw new Stopped()
      throw error
    }
    const parsed = parse(answer.trim() || fallback)
    if ('value' in parsed) return parsed.value
    output.write(`  ${parsed.problem}\n`)
  }
}

export async function completeAnswers(
  given: Partial<Answers>,
  terminal: Terminal,
  languages: readonly LanguageTag[] = DEFAULT_LANGUAGES,
): Promise<Answers> {
  const { folder, name, email, language } = given
  const [first = 'es'] = languages
  if (folder && name && email) return { folder, name, email, language: language ?? first }
  const missing = (['folder', 'name', 'email'] as const).filter((key) => !given[key])
  if (!terminal.canAsk) throw new InputError(missing.map((key) => MISSING[key]))
  const { input, output } = terminal
  // One reader for every question, so answers typed ahead are not lost between them.
  const readline = createInterface({ input, output })
  // Ctrl+C or the end of the input stops the questions, with nothing written.
  const stop = new AbortController()
  readline.on('SIGINT', () => stop.abort())
  readline.on('close', () => stop.abort())
  try {
    const question = <T>(text: string, parse: (answer: string) => Parsed<T>, fallback?: string) =>
      ask(readline, output, text, parse, stop.signal, fallback)
    return {
      folder: folder ?? (await question('Folder for the new site (my-site): ', anyText, 'my-site')),
      name: name ?? (await question('Your name, as the page shows it: ', aName)),
      email: email ?? (await question('The e-mail address the contact form writes to: ', anEmail)),
      language:
        language ??
        (await question(
          `The language you read your messages in, ${languages.join(' or ')} (${first}): `,
          aLanguageOf(languages),
          first,
        )),
    }
  } finally {
    readline.close()
  }
}
