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
/** A profile beyond GitHub and LinkedIn, as `links.others` of profile.json holds it. */
interface OtherLink {
  name: string
  url: string
  icon?: string
}
export type Links = Partial<Record<LinkId, string>> & { others?: OtherLink[] }

export interface FromResume {
  name?: string
  email?: string
  phone?: string
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

/**
 * The Simple Icons logo of the networks a developer's resume most often names, by the network
 * as written without spaces or dots; any other shows the engine's plain link icon.
 */
export const NETWORK_ICONS: Record<string, string> = {
  behance: 'simple-icons:behance',
  bitbucket: 'simple-icons:bitbucket',
  bluesky: 'simple-icons:bluesky',
  codepen: 'simple-icons:codepen',
  devto: 'simple-icons:devdotto',
  dribbble: 'simple-icons:dribbble',
  gitlab: 'simple-icons:gitlab',
  hashnode: 'simple-icons:hashnode',
  kaggle: 'simple-icons:kaggle',
  leetcode: 'simple-icons:leetcode',
  mastodon: 'simple-icons:mastodon',
  medium: 'simple-icons:medium',
  npm: 'simple-icons:npm',
  stackoverflow: 'simple-icons:stackoverflow',
  twitter: 'simple-icons:x',
  x: 'simple-icons:x',
  youtube: 'simple-icons:youtube',
}

/** A network's key for the tables above: "Stack Overflow" and "dev.to" as stackoverflow, devto. */
const networkKey = (network: string) => network.toLowerCase().replace(/[\s.]+/g, '')

function linksOf(resume: Resume, skipped: string[]): Links {
  const links: Links = {}
  const others: OtherLink[] = []
  for (const profile of resume.basics?.profiles ?? []) {
    const network = profile.network?.trim() || profile.url || 'a profile without "network"'
    const key = networkKey(network)
    const id = (['github', 'linkedin'] as const).find((known) => key === known && !links[known])
    const url = profile.url
      ? secure(profile.url)
      : id && profile.username && PROFILE_URL[id](profile.username.trim())
    if (!url) {
      skipped.push(`"basics"."profiles" ${network}: no link, nor "username", the page can use`)
    } else if (id) links[id] = url
    else {
      const icon = NETWORK_ICONS[key]
      others.push({
        name: profile.network?.trim() || new URL(url).hostname,
        url,
        ...(icon ? { icon } : {}),
      })
    }
  }
  return others.length > 0 ? { ...links, others } : links
}

/** A phone number as profile.json takes it, or why not. */
function phoneOf(phone: string | undefined, skipped: string[]): string | undefined {
  if (!phone) return undefined
  const written = phone.trim()
  if (/^\+?[\d\s().-]{6,}$/.test(written)) return written
  skipped.push(
    `"basics"."phone" must be a phone number such as "+34 612 345 678", got "${written}"`,
  )
  return undefined
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
    phone: phoneOf(basics.phone, skipped),
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
