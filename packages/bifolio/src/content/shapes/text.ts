/**
 * The small pieces every content shape is made of, each with the words an owner reads when a
 * value is wrong, and a description an editor shows beside the field.
 */
import * as v from 'valibot'
import { suggestion } from '../did-you-mean.ts'

const quoted = (value: unknown) => JSON.stringify(value) ?? String(value)

/**
 * One of a few names, in a line that quotes what was written and, among many, the likely one
 * meant: `must be "home", "skills" or "contact", got "skils" (did you mean "skills"?)`.
 */
export function oneOf<const Option extends string>(options: readonly Option[]) {
  const list = options.map(quoted)
  const must = `must be ${list.slice(0, -1).join(', ')} or ${list.at(-1) ?? ''}`
  return v.picklist(options, (issue) => {
    const near = options.length > 3 ? suggestion(String(issue.input), options) : ''
    return `${must}, got ${quoted(issue.input)}${near}`
  })
}

/** A list whose entries' `id`s are each used once, the repeat named by its place. */
export const uniqueIds = <Entry extends { id: string }>() =>
  v.rawCheck<Entry[]>(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const seen = new Set<string>()
    dataset.value.forEach((entry, index) => {
      if (seen.has(entry.id))
        addIssue({
          message: `"${entry.id}" is used twice; each needs its own id`,
          path: [
            { type: 'array', origin: 'value', input: dataset.value, key: index, value: entry },
            { type: 'object', origin: 'value', input: entry, key: 'id', value: entry.id },
          ],
        })
      seen.add(entry.id)
    })
  })

/** Words a visitor reads. */
export const text = v.string('must be text')

/** A text field with what it is for, shown by an editor as the owner types. */
export const described = (description: string) => v.pipe(text, v.description(description))

/** Words that may not be left empty. */
export const filled = v.pipe(text, v.trim(), v.nonEmpty('must not be empty'))

/** `backend`, `web-app`: how the content names its parts to each other. */
export const id = v.pipe(
  v.string('must be an id such as "backend"'),
  v.regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lowercase letters, digits and hyphens, e.g. "backend"'),
)

/** An icon from the bundled sets, by its Iconify name, e.g. `simple-icons:react`. */
export type IconName = `${'simple-icons' | 'devicon-plain' | 'lucide'}:${string}`

/** An icon from the bundled sets, by its Iconify name, e.g. `simple-icons:react`. */
export const icon = v.pipe(
  v.string('must be an icon name such as "lucide:code-xml"'),
  v.regex(
    /^(simple-icons|devicon-plain|lucide):[a-z0-9-]+$/,
    'must be an icon name such as "lucide:code-xml" (Lucide, Simple Icons or Devicon)',
  ),
  v.description('An icon by its Iconify name: lucide:…, simple-icons:… or devicon-plain:…'),
  // The pattern above is the type's.
  v.transform((name) => name as IconName),
)

/** `#0c969c`. */
export const hexColor = v.pipe(
  v.string('must be a colour such as "#0c969c" (in quotes)'),
  // Both cases spelled out, not the `i` flag: a JSON Schema pattern has no flags.
  v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour written #rrggbb, e.g. "#0c969c"'),
)

/** A day written `YYYY-MM-DD` that exists on the calendar. */
export const day = v.pipe(
  v.string('must be a day written YYYY-MM-DD'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day written YYYY-MM-DD'),
  v.check((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  }, 'is not a day of the calendar'),
)

/** A full `https://` link. */
export const httpsUrl = v.pipe(
  v.string('must be a link such as https://example.com'),
  v.url('must be a full link such as https://example.com'),
  v.startsWith('https://', 'must start with https://'),
)
