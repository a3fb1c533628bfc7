/**
 * What a project's front matter may say. Words are written in each language's file; facts
 * (order, year, links, picture, technologies, colours) once, in the default language's file.
 * Messages are written for the owner, who reads them as `<file>: "<field>" <message>`.
 */
import * as v from 'valibot'
import type { TechnologyId } from '../../../src/content/types.ts'
import { suggestion } from '../../../src/content/did-you-mean.ts'

/** Text the page shows: one line, not empty. */
export function words(maxLength: number) {
  return v.pipe(
    v.string('must be text'),
    v.trim(),
    v.nonEmpty('must not be empty'),
    v.maxLength(maxLength, `must be at most ${maxLength} characters`),
  )
}

function wholeNumber(min: number, max: number) {
  return v.pipe(
    v.number('must be a whole number'),
    v.integer('must be a whole number'),
    v.minValue(min, `must be at least ${min}`),
    v.maxValue(max, `must be at most ${max}`),
  )
}

/**
 * A link a project may lack (client work has no public repository, not every project a live
 * demo): left out, or written with nothing after the colon, it is none.
 */
function optionalLink(what: string) {
  return v.pipe(
    v.optional(
      v.nullable(
        v.pipe(
          v.string('must be a link such as https://example.com'),
          v.nonEmpty(
            `must be a link such as https://example.com, or left out when there is no ${what}`,
          ),
          v.url('must be a full link such as https://example.com'),
          v.startsWith('https://', 'must start with https://'),
        ),
      ),
    ),
    v.transform((url) => url ?? undefined),
  )
}

const hexColor = v.pipe(
  v.string('must be a colour such as "#0C969C" (in quotes)'),
  v.regex(/^#[0-9a-f]{6}$/i, 'must be a colour such as "#0C969C" (in quotes)'),
)

/**
 * One of the owner's technologies (`technologies.yml`), by id, with a likely fix for a typo;
 * any id while that file is itself wrong, as it says.
 */
function technologyId(known: readonly string[] | undefined) {
  return v.pipe(
    v.string('must be a technology id, e.g. "react"'),
    v.check(
      (id) => !known || known.includes(id),
      (issue) =>
        `unknown technology "${String(issue.input)}"${suggestion(String(issue.input), known ?? [])}; the ids are in content/technologies.yml`,
    ),
    v.transform((id) => id as TechnologyId),
  )
}

const projectWordsEntries = {
  title: words(80),
  /** The card's text and the case study's description. */
  summary: words(320),
  imageAlt: words(200),
  role: v.optional(words(80)),
  duration: v.optional(words(40)),
  team: v.optional(words(80)),
  outcome: v.optional(words(200)),
}

function projectFactsEntries(technologyIds: readonly string[] | undefined) {
  return {
    /**
     * Position in the carousel, the list and the index: 1 first. Projects without one follow,
     * newest first.
     */
    order: v.optional(wholeNumber(1, 999)),
    year: wholeNumber(1990, 2100),
    /** A picture in the project's folder, shown on the card and the case study. */
    image: v.pipe(
      v.string('must be the file name of a picture in the project folder, e.g. cover.png'),
      v.regex(
        /^[\w.-]+\.(png|jpe?g|webp)$/i,
        'must be the file name of a PNG, JPEG or WebP picture in the project folder, e.g. cover.png',
      ),
    ),
    /** Optional: where the code is public. */
    repository: optionalLink('public repository'),
    /** Optional: where the project runs. */
    demo: optionalLink('live demo'),
    technologies: v.pipe(
      v.array(
        technologyId(technologyIds),
        'must be a list of technology ids, e.g. [react, typescript]',
      ),
      v.minLength(1, 'must name at least one technology'),
      v.maxLength(12, 'must name at most 12 technologies (the card has room for 12)'),
    ),
    /** The card's background (`main`, fading to `second`) and the text on it (`ink`). */
    colors: v.strictObject(
      { main: hexColor, second: hexColor, ink: hexColor },
      'must list main, second and ink, e.g. { main: "#0C5E63", second: "#0A3D40", ink: "#FFFFFF" }',
    ),
  }
}

export const WORD_FIELDS = Object.keys(projectWordsEntries)
export const FACT_FIELDS = Object.keys(projectFactsEntries([]))

/** The front matter of the default language's file (words and facts) and of the others. */
export function frontMatterSchemas(technologyIds: readonly string[] | undefined) {
  return {
    defaultLocale: v.strictObject(
      { ...projectWordsEntries, ...projectFactsEntries(technologyIds) },
      'must be a list of fields such as "title: …"',
    ),
    otherLanguages: v.strictObject(
      projectWordsEntries,
      'must be a list of fields such as "title: …"',
    ),
  }
}

export type ProjectFacts = v.InferOutput<
  v.ObjectSchema<ReturnType<typeof projectFactsEntries>, undefined>
>
