/**
 * `src/content/profile.json`: the owner's facts, each written once. Checked at build like the
 * projects, so a typo stops the build with the file and the field instead of shipping.
 */
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as v from 'valibot'
import { describeIssues } from './describe-issues.ts'
import { httpsUrl } from './project-schema.ts'

export const profileSchema = v.strictObject(
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
    links: v.strictObject(
      { github: httpsUrl, linkedin: httpsUrl },
      'must list github and linkedin, e.g. { "github": "https://github.com/you", … }',
    ),
  },
  'must be an object of fields such as "name"',
)

const SHOWN = 'src/content/profile.json'

/** Every problem of the profile, one line each; none means it is fine. */
export async function profileProblems(contentDir: string): Promise<string[]> {
  let data: unknown
  try {
    data = JSON.parse(await readFile(join(contentDir, 'profile.json'), 'utf8'))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return [`${SHOWN}: not valid JSON: ${reason}`]
  }
  const result = v.safeParse(profileSchema, data)
  if (!result.success) {
    return describeIssues(SHOWN, result.issues, {
      known: Object.keys(profileSchema.entries),
      owner: 'the profile',
      whole: 'the file',
    })
  }
  if (!existsSync(join(contentDir, result.output.picture))) {
    return [`${SHOWN}: "picture": there is no file src/content/${result.output.picture}`]
  }
  return []
}
