/**
 * The owner's facts as the page uses them, each written once in `profile.json` (checked at
 * build by `scripts/content/profile-schema.ts`).
 */
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'
import profile from './profile.json' with { type: 'json' }
import type { SocialLink } from './types'

/** The profiles an owner may link; each is optional in `profile.json`. */
const links: Partial<Record<'github' | 'linkedin', string>> = profile.links

/** Who the page is about. */
export const owner: Readonly<{ name: string; email: string; picture: string }> = {
  name: profile.name,
  email: profile.email,
  picture: profile.picture,
}

/** Optional in `profile.json`, so an owner's file without it reads as this. */
const { language }: { language?: Locale } = profile as { language?: Locale }

/**
 * Where the contact form's messages go (`MAIL_TO` and `MAIL_FROM` override these), and the
 * language they are written to the owner in.
 */
export const mail = {
  to: profile.email,
  from: profile.mailFrom,
  language: language ?? DEFAULT_LOCALE,
} as const

/** The hero's rail and the quick links: the owner's profiles, then e-mail. */
export const socialLinks: readonly SocialLink[] = [
  ...(links.github ? [{ id: 'github', href: links.github, icon: 'lucide:github' } as const] : []),
  ...(links.linkedin
    ? [{ id: 'linkedin', href: links.linkedin, icon: 'lucide:linkedin' } as const]
    : []),
  { id: 'mail', href: `mailto:${profile.email}`, icon: 'lucide:mail' },
]
