/**
 * Everything a site takes from a JSON Resume: the owner's name, e-mail and profile links, the
 * hero's words (`label` is the subtitle, `summary` the description), the CV and the skill
 * groups; the resume's projects by name, which the owner writes up as project folders; and
 * what the site has no place for, each with why, for the command's report.
 */
import type { Locale } from '../locales.ts'
import { oneLine } from './fit.ts'
import type { ReadResume } from './read-resume.ts'
import { USED_FIELDS, type Resume } from './resume-schema.ts'
import { cvFromResume, type CvFromResume } from './resume-to-cv.ts'
import { skillsFromResume, type SkillsFromResume } from './resume-to-skills.ts'

type LinkId = 'github' | 'linkedin'
export type Links = Partial<Record<LinkId, string>>

export interface FromResume {
  name?: string
  email?: string
  links: Links
  hero: { subtitle?: string; description?: string }
  cv: CvFromResume
  skills: SkillsFromResume
  /** The resume's projects, by name. */
  projects: string[]
  /** The language the resume is written in. */
  written: Locale
  /** What the site has no place for or could not read, each with why. */
  skipped: string[]
}

const PROFILE_URL: Record<LinkId, (username: string) => string> = {
  github: (username) => `https://github.com/${encodeURIComponent(username)}`,
  linkedin: (username) => `https://www.linkedin.com/in/${encodeURIComponent(username)}`,
}

/** Why a field of "basics" has no place on the site. */
const NO_PLACE: Record<string, string> = {
  phone: 'profile.json has no phone field, so neither the CV nor the contact card shows one',
  url: "the site's own address is SITE_URL, set where it is deployed",
  image: 'the portrait is a picture under content/images/, named in profile.json',
}

/**
 * A profile's link over https, as profile.json requires; a link written without its scheme
 * ("github.com/you") is taken as https.
 */
function secure(url: string): string | undefined {
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url.replace(/^\/+/, '')}`
  try {
    const parsed = new URL(withScheme)
    if (parsed.protocol === 'http:') parsed.protocol = 'https:'
    return parsed.protocol === 'https:' && parsed.hostname.includes('.') ? parsed.href : undefined
  } catch {
    return undefined
  }
}

function linksOf(resume: Resume, skipped: string[]): Links {
  const links: Links = {}
  const elsewhere: string[] = []
  for (const profile of resume.basics?.profiles ?? []) {
    const network = profile.network?.trim() || profile.url || 'a profile without "network"'
    const id = (['github', 'linkedin'] as const).find(
      (known) => network.toLowerCase().replace(/\s+/g, '') === known,
    )
    const url = profile.url
      ? secure(profile.url)
      : id && profile.username && PROFILE_URL[id](profile.username.trim())
    if (!id || links[id]) elsewhere.push(network)
    else if (url) links[id] = url
    else skipped.push(`"basics"."profiles" ${network}: no link, nor "username", the page can use`)
  }
  if (elsewhere.length > 0) {
    skipped.push(
      `"basics"."profiles" ${elsewhere.join(', ')}: profile.json links one GitHub and one LinkedIn profile only`,
    )
  }
  return links
}

/** The fields of the file the site has no place for, grouped with why. */
function unusedFields({ top, basics }: ReadResume['fields']): string[] {
  const lines = basics
    .filter((field) => NO_PLACE[field])
    .map((field) => `"basics"."${field}": ${NO_PLACE[field]}`)
  const used: readonly string[] = USED_FIELDS.top
  const otherTop = top.filter((field) => !used.includes(field))
  if (otherTop.length > 0) {
    lines.push(`${otherTop.map((f) => `"${f}"`).join(', ')}: the site has no section for them`)
  }
  return lines
}

export function fromResume(
  { resume, skipped: unreadable, fields }: ReadResume,
  technologyOf: (keyword: string) => string | undefined,
  written: Locale,
): FromResume {
  const basics = resume.basics ?? {}
  const skipped = [...unreadable]
  const links = linksOf(resume, skipped)
  return {
    name: basics.name?.trim() || undefined,
    email: basics.email?.trim() || undefined,
    links,
    hero: {
      subtitle: basics.label ? oneLine(basics.label) : undefined,
      description: basics.summary ? oneLine(basics.summary) : undefined,
    },
    cv: cvFromResume(resume, written),
    skills: skillsFromResume(resume.skills ?? [], technologyOf, written),
    projects: (resume.projects ?? []).flatMap((project) => (project.name ? [project.name] : [])),
    written,
    skipped: [...skipped, ...unusedFields(fields)],
  }
}
