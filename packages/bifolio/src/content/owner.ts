/**
 * The owner's facts as the page uses them, each written once in `profile.json` (checked at
 * build by `scripts/content/profile-schema.ts`).
 */
import { profile } from './owner-content'
import type { SocialLink } from './types'

/** The profiles an owner may link; each is optional in `profile.json`. */
const links: Partial<Record<'github' | 'linkedin', string>> = profile.links

/** Who the page is about, and since when the site has been up (the footer's first year). */
export const owner: Readonly<{ name: string; email: string; picture: string; firstYear?: number }> =
  {
    name: profile.name,
    email: profile.email,
    picture: profile.picture,
    firstYear: profile.firstYear,
  }

/**
 * Where the contact form's messages go (`MAIL_TO` and `MAIL_FROM` override these), and the
 * language they are written to the owner in, as `profile.json` has it (checked at build; the
 * server takes the site's default language when it is left out).
 */
export const mail = {
  to: profile.email,
  from: profile.mailFrom,
  language: profile.language,
} as const

/** The hero's rail and the quick links: the owner's profiles, then e-mail. */
export const socialLinks: readonly SocialLink[] = [
  ...(links.github ? [{ id: 'github', href: links.github, icon: 'lucide:github' } as const] : []),
  ...(links.linkedin
    ? [{ id: 'linkedin', href: links.linkedin, icon: 'lucide:linkedin' } as const]
    : []),
  { id: 'mail', href: `mailto:${profile.email}`, icon: 'lucide:mail' },
]
