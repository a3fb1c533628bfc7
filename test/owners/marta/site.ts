/**
 * A second owner, unlike the sample: backend work, four skill groups, two about cards, no
 * quote banners, and the projects before the skills.
 */
import profile from './profile.json' with { type: 'json' }
import type { TechnologyId } from './technologies'
import type { IconName, LandingSection, SectionId, SocialLink } from './types'

export const owner: Readonly<Pick<typeof profile, 'name' | 'email' | 'picture'>> = {
  name: profile.name,
  email: profile.email,
  picture: profile.picture,
}

export const mail = {
  to: profile.email,
  from: profile.mailFrom,
} as const

export const socialLinks = [
  { id: 'github', href: profile.links.github, icon: 'lucide:github' },
  { id: 'linkedin', href: profile.links.linkedin, icon: 'lucide:linkedin' },
  { id: 'mail', href: `mailto:${profile.email}`, icon: 'lucide:mail' },
] as const satisfies readonly SocialLink[]

export const sections = [
  'home',
  'projects',
  'skills',
  'about-me',
  'contact',
] as const satisfies readonly LandingSection[]

export const sectionIcons = {
  home: 'lucide:house',
  skills: 'lucide:layers',
  projects: 'lucide:server',
  'about-me': 'lucide:compass',
  contact: 'lucide:mail',
} as const satisfies Record<SectionId, IconName>

export const skillGroups = [
  { id: 'apis', icon: 'lucide:server', skills: ['go', 'rust', 'python', 'graphql'] },
  { id: 'data', icon: 'lucide:database', skills: ['postgresql', 'redis', 'kafka', 'sqlite'] },
  { id: 'platform', icon: 'lucide:cloud', skills: ['kubernetes', 'terraform', 'docker', 'nginx'] },
  { id: 'practice', icon: 'lucide:gauge', skills: ['prometheus', 'grafana', 'opentelemetry'] },
] as const satisfies ReadonlyArray<{ id: string; icon: IconName; skills: readonly TechnologyId[] }>

export const aboutParagraphs = [
  { id: 'path', icon: 'lucide:workflow' },
  { id: 'method', icon: 'lucide:shield-check' },
] as const satisfies ReadonlyArray<{ id: string; icon: IconName }>
