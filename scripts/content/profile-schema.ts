/**
 * `src/content/profile.json`: the owner's facts, each written once. Checked at build like the
 * projects, so a typo stops the build with the file and the field instead of shipping.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import * as v from 'valibot'
import { LOCALES } from '../../src/i18n/locales.ts'
import { describeIssues } from './describe-issues.ts'
import { httpsUrl } from './project-schema.ts'

const profileSchema = v.strictObject(
  {
    name: v.pipe(v.string('must be text'), v.trim(), v.nonEmpty('must not be empty')),
    email: v.pipe(v.string('must be text'), v.email('must be an e-mail address')),
    /** A picture under `src/content/`, e.g. `images/profile.png`. */
    picture: v.pipe(
      v.string('must be a path such as "images/profile.png"'),
      v.regex(
        /^[\w./-]+\.(png|jpe?g|webp)$/i,
        'must be a PNG, JPEG or WebP file under src/content',
      ),
    ),
    /** The sender of the contact form's e-mails: an address your mail provider lets you use. */
    mailFrom: v.pipe(
      v.string('must be text'),
      v.regex(
        /^(?:[^<>]+ <[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
        'must be an address such as "Portfolio <no-reply@example.com>"',
      ),
    ),
    /**
     * The language the contact form's e-mails are written to you in: "es" or "en"; without
     * it, the site's default language.
     */
    language: v.optional(
      v.picklist(LOCALES, `must be ${LOCALES.map((l) => `"${l}"`).join(' or ')}`),
    ),
    /**
     * The year the site first went up: the footer's copyright runs from it to the year of the
     * build (`© 2025–2026`); without it, the build's year alone.
     */
    firstYear: v.optional(
      v.pipe(
        v.number('must be a year such as 2025'),
        v.integer('must be a year such as 2025'),
        v.minValue(1990, 'must be a year such as 2025'),
        v.check(
          (year) => year <= new Date().getUTCFullYear(),
          (issue) => `is ${String(issue.input)}, after this year`,
        ),
      ),
    ),
    /** The profiles the page links, each optional. */
    links: v.optional(
      v.strictObject(
        { github: v.optional(httpsUrl), linkedin: v.optional(httpsUrl) },
        'may list github and linkedin, e.g. { "github": "https://github.com/you" }',
      ),
      {},
    ),
  },
  'must be an object of fields such as "name"',
)

export type Profile = v.InferOutput<typeof profileSchema>

const SHOWN = 'src/content/profile.json'

/**
 * The hero shows the picture in a circle up to 22rem (352 px) wide: a 2× screen needs twice
 * that to draw it sharp.
 */
export const PROFILE_PICTURE_MIN_PX = 704

async function pictureProblem(contentDir: string, picture: string): Promise<string | undefined> {
  const path = join(contentDir, picture)
  if (!existsSync(path)) return `${SHOWN}: "picture": there is no file src/content/${picture}`
  const { width = 0, height = 0 } = await sharp(path).metadata()
  const min = PROFILE_PICTURE_MIN_PX
  if (width < min || height < min) {
    return `${SHOWN}: "picture": ${picture} is ${width}×${height} px; the hero needs at least ${min}×${min} px to show it sharp on a high-density screen`
  }
  if (width !== height) {
    const side = Math.min(width, height)
    return `${SHOWN}: "picture": ${picture} is ${width}×${height} px, but the hero shows it in a circle: crop it to a square (e.g. ${side}×${side} px) around what should show`
  }
  return undefined
}

/** The profile, or every problem of it, one line each. */
export async function readProfile(
  contentDir: string,
): Promise<{ profile: Profile } | { problems: string[] }> {
  let data: unknown
  try {
    data = JSON.parse(await readFile(join(contentDir, 'profile.json'), 'utf8'))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { problems: [`${SHOWN}: not valid JSON: ${reason}`] }
  }
  const result = v.safeParse(profileSchema, data)
  if (!result.success) {
    return {
      problems: describeIssues(SHOWN, result.issues, {
        known: Object.keys(profileSchema.entries),
        owner: 'the profile',
        whole: 'the file',
      }),
    }
  }
  const problem = await pictureProblem(contentDir, result.output.picture)
  return problem ? { problems: [problem] } : { profile: result.output }
}

/** Every problem of the profile, one line each; none means it is fine. */
export async function profileProblems(contentDir: string): Promise<string[]> {
  const result = await readProfile(contentDir)
  return 'problems' in result ? result.problems : []
}
