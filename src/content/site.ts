/**
 * Language-neutral facts about the page: the owner's come from `profile.json` (each written
 * once there), the sections' here. Words live in `es.ts` and `en.ts`.
 */
import profile from './profile.json' with { type: 'json' }
import type { TechnologyId } from './technologies'
import type { AboutId, IconName, SectionId, SkillGroupId, SocialLink } from './types'

/** Who the page is about; checked at build by `scripts/content/profile-schema.ts`. */
export const owner: Readonly<Pick<typeof profile, 'name' | 'email' | 'picture'>> = {
  name: profile.name,
  email: profile.email,
  picture: profile.picture,
}

/** Where the contact form's messages go; `MAIL_TO` and `MAIL_FROM` override these. */
export const mail = {
  to: profile.email,
  from: profile.mailFrom,
} as const

export const socialLinks = [
  { id: 'github', href: profile.links.github, icon: 'lucide:github' },
  { id: 'linkedin', href: profile.links.linkedin, icon: 'lucide:linkedin' },
  { id: 'mail', href: `mailto:${profile.email}`, icon: 'lucide:mail' },
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

export const aboutParagraphs = [
  { id: 'technology', icon: 'lucide:cpu' },
  { id: 'values', icon: 'lucide:heart-handshake' },
  { id: 'hobbies', icon: 'lucide:mountain-snow' },
] as const satisfies ReadonlyArray<{ id: AboutId; icon: IconName }>
