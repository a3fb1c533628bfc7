/**
 * What an article's front matter may say. An article may be written in one language only, so
 * each of its files carries all of its fields; where both exist, the dates, tags and cover must
 * agree (post-folder.ts). Messages read as `<file>: "<field>" <message>`.
 */
import * as v from 'valibot'
import { isSlug } from '../../../../src/lib/slug.ts'
import { words } from '../project-schema.ts'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** `2026-03-14`, written in YAML with or without quotes (YAML reads it unquoted as a date). */
const day = v.pipe(
  v.union([v.string(), v.date()], 'must be a day written as YYYY-MM-DD, e.g. 2026-03-14'),
  v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
  v.check(isDay, 'must be a day of the calendar written as YYYY-MM-DD, e.g. 2026-03-14'),
)

/** `2026-02-30` has the form but is no day: the calendar reads it as 2 March. */
function isDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`)
  return DAY.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}

/** A topic: its id in `?tag=` and in the feed, the same in every language. */
const tag = v.pipe(
  v.string('must be a tag such as "react"'),
  v.check(
    (value) => isSlug(value),
    (issue) =>
      `must be lowercase letters, digits and single hyphens, e.g. "web-performance" (not "${String(issue.input)}")`,
  ),
)

export const postFrontMatter = v.pipe(
  v.strictObject(
    {
      title: words(120),
      /** The index's card, the meta description and the feed's summary. */
      summary: words(320),
      date: day,
      updated: v.optional(day),
      tags: v.pipe(
        v.array(tag, 'must be a list of tags, e.g. [react, accessibility]'),
        v.minLength(1, 'must name at least one tag'),
        v.maxLength(8, 'must name at most 8 tags'),
        v.check((list) => new Set(list).size === list.length, 'names a tag twice'),
      ),
      cover: v.optional(
        v.pipe(
          v.string('must be the file name of a picture in the article folder, e.g. cover.png'),
          v.regex(
            /^[\w.-]+\.(png|jpe?g|webp)$/i,
            'must be the file name of a PNG, JPEG or WebP picture in the article folder, e.g. cover.png',
          ),
        ),
      ),
      coverAlt: v.optional(words(200)),
      draft: v.optional(v.boolean('must be true or false'), false),
    },
    'must be a list of fields such as "title: …"',
  ),
  v.forward(
    v.check(
      (post) => post.updated === undefined || post.updated >= post.date,
      'must not be before "date"',
    ),
    ['updated'],
  ),
  v.forward(
    v.check(
      (post) => post.cover === undefined || post.coverAlt !== undefined,
      'is missing: the cover needs a description of what it shows',
    ),
    ['coverAlt'],
  ),
)

export const POST_FIELDS = Object.keys(postFrontMatter.pipe[0].entries)

export type PostFrontMatter = v.InferOutput<typeof postFrontMatter>
