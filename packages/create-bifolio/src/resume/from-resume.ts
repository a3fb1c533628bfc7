/**
 * Everything a site takes from a JSON Resume: the owner's name, e-mail and profile links, the
 * hero's words (`label` is the subtitle, `summary` the description), the CV and the skill
 * groups; and the resume's projects by name, which the owner writes up as project folders.
 */
import { cvFromResume, type CvFromResume } from './resume-to-cv.ts'
import { skillsFromResume, type SkillsFromResume } from './resume-to-skills.ts'
import type { Resume } from './resume-schema.ts'
import { oneLine } from './fit.ts'

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
}

const PROFILE_URL: Record<LinkId, (username: string) => string> = {
  github: (username) => `https://github.com/${encodeURIComponent(username)}`,
  linkedin: (username) => `https://www.linkedin.com/in/${encodeURIComponent(username)}`,
}

/** The page links each profile over https, as profile.json requires. */
function secure(url: string): string | undefined {
  try {
    const parsed = new URL(url)
    if (parsed.protocol === 'http:') parsed.protocol = 'https:'
    return parsed.protocol === 'https:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}

function linksOf(resume: Resume): Links {
  const links: Links = {}
  for (const profile of resume.basics?.profiles ?? []) {
    const network = (profile.network ?? '').toLowerCase().replace(/\s+/g, '')
    const id = (['github', 'linkedin'] as const).find((known) => network === known)
    if (!id || links[id]) continue
    const url = profile.url
      ? secure(profile.url)
      : profile.username && PROFILE_URL[id](profile.username.trim())
    if (url) links[id] = url
  }
  return links
}

export function fromResume(
  resume: Resume,
  technologyOf: (keyword: string) => string | undefined,
): FromResume {
  const basics = resume.basics ?? {}
  return {
    name: basics.name?.trim() || undefined,
    email: basics.email?.trim() || undefined,
    links: linksOf(resume),
    hero: {
      subtitle: basics.label ? oneLine(basics.label) : undefined,
      description: basics.summary ? oneLine(basics.summary) : undefined,
    },
    cv: cvFromResume(resume),
    skills: skillsFromResume(resume.skills ?? [], technologyOf),
    projects: (resume.projects ?? []).flatMap((project) => (project.name ? [project.name] : [])),
  }
}
