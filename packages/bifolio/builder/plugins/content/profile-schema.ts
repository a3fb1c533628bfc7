/**
 * The owner's `profile.json`: the owner's facts, each written once. Checked at build like the
 * projects, so a typo stops the build with the file and the field instead of shipping.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import * as v from 'valibot'
import { describeIssues } from './describe-issues.ts'
import { iconProblem } from './known-icons.ts'
import { profileShape as profileSchema, type Profile } from '../../../src/content/shapes/profile.ts'
import { readDataFile, shownFile } from './read-data-file.ts'

export type { Profile }

const SHOWN = shownFile('profile.json')

/**
 * The hero shows the picture in a circle up to 22rem (352 px) wide: a 2× screen needs twice
 * that to draw it sharp.
 */
export const PROFILE_PICTURE_MIN_PX = 704

async function pictureProblem(contentDir: string, picture: string): Promise<string | undefined> {
  const path = join(contentDir, picture)
  if (!existsSync(path)) return `${SHOWN}: "picture": there is no file ${shownFile(picture)}`
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
  const read = await readDataFile(contentDir, 'profile.json')
  if ('problem' in read) return { problems: [read.problem] }
  const result = v.safeParse(profileSchema, read.value)
  if (!result.success) {
    return {
      problems: describeIssues(SHOWN, result.issues, {
        known: Object.keys(profileSchema.entries),
        owner: 'the profile',
        whole: 'the file',
      }),
    }
  }
  // The editor's schema says nothing of the owner: it stays out of the page and the documents.
  const profile: Profile & { $schema?: string } = { ...result.output }
  delete profile.$schema
  const problems = [
    await pictureProblem(contentDir, profile.picture),
    ...profile.links.others.map((other, index) => {
      const says = other.icon && iconProblem(other.icon)
      return says && `${SHOWN}: "links"."others"[${index}]."icon": ${says}`
    }),
  ].filter((problem): problem is string => Boolean(problem))
  return problems.length > 0 ? { problems } : { profile }
}

/** Every problem of the profile, one line each; none means it is fine. */
export async function profileProblems(contentDir: string): Promise<string[]> {
  const result = await readProfile(contentDir)
  return 'problems' in result ? result.problems : []
}
