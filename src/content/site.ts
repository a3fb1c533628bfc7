/**
 * Language-neutral facts about the owner and the work. Words live in `es.ts` and `en.ts`.
 */
import type { TechnologyId } from './technologies'
import type { AboutId, IconName, ProjectFacts, SectionId, SkillGroupId, SocialLink } from './types'

export const owner = {
  name: 'Dani Navarro',
  email: 'hola@daninavarro.dev',
  picture: 'profile.png',
} as const

/** Where the contact form's messages go; `MAIL_TO` and `MAIL_FROM` override these. */
export const mail = {
  to: owner.email,
  from: `Portfolio <no-reply@daninavarro.dev>`,
} as const

export const socialLinks = [
  { id: 'github', href: 'https://github.com/daninavarro-dev', icon: 'lucide:github' },
  { id: 'linkedin', href: 'https://www.linkedin.com/in/daninavarro-dev', icon: 'lucide:linkedin' },
  { id: 'mail', href: `mailto:${owner.email}`, icon: 'lucide:mail' },
] as const satisfies readonly SocialLink[]

export const navigation = [
  { id: 'home', icon: 'lucide:house' },
  { id: 'skills', icon: 'lucide:code-xml' },
  { id: 'projects', icon: 'lucide:folder-git-2' },
  { id: 'about-me', icon: 'lucide:user-round' },
  { id: 'contact', icon: 'lucide:mail' },
] as const satisfies ReadonlyArray<{ id: SectionId; icon: IconName }>

export const skillGroups = [
  {
    id: 'web',
    skills: [
      'html',
      'css',
      'javascript',
      'typescript',
      'react',
      'nextjs',
      'astro',
      'vite',
      'tailwind',
      'node',
      'express',
      'nestjs',
      'php',
      'laravel',
      'mysql',
      'postgresql',
      'mongodb',
      'firebase',
      'supabase',
      'docker',
      'git',
    ],
  },
  { id: 'design', skills: ['figma', 'xd', 'illustrator'] },
  { id: 'mobile', skills: ['reactNative', 'ionic', 'kotlin'] },
] as const satisfies ReadonlyArray<{ id: SkillGroupId; skills: readonly TechnologyId[] }>

export const projects = [
  {
    id: 'check-in',
    repository: 'https://github.com/daninavarro-dev/check-in-app',
    image: 'project-check-in.png',
    colors: { main: '#0C5E63', second: '#0A3D40', ink: '#FFFFFF' },
    technologies: ['reactNative', 'typescript', 'firebase', 'leaflet', 'node', 'express'],
  },
  {
    id: 'hotel-events',
    repository: 'https://github.com/daninavarro-dev/hotel-events',
    demoUrl: 'https://hotel-events.daninavarro.dev',
    image: 'project-hotel-events.png',
    colors: { main: '#5B3A8C', second: '#35205A', ink: '#FFFFFF' },
    technologies: ['react', 'typescript', 'tailwind', 'laravel', 'mysql', 'docker'],
  },
  {
    id: 'crm',
    repository: 'https://github.com/daninavarro-dev/crm-assistant',
    image: 'project-crm.png',
    colors: { main: '#1F4F8F', second: '#122E55', ink: '#FFFFFF' },
    technologies: ['nextjs', 'typescript', 'nestjs', 'postgresql', 'socketio', 'openai'],
  },
] as const satisfies ReadonlyArray<ProjectFacts & { technologies: readonly TechnologyId[] }>

export const aboutParagraphs = [
  { id: 'technology', icon: 'lucide:cpu' },
  { id: 'values', icon: 'lucide:heart-handshake' },
  { id: 'hobbies', icon: 'lucide:mountain-snow' },
] as const satisfies ReadonlyArray<{ id: AboutId; icon: IconName }>

export const COPYRIGHT_YEAR = 2025
