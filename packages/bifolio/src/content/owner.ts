/**
 * The owner's facts as the page uses them, each written once in the owner's `profile.json` and
 * checked at build.
 */
import { email, firstYear, language, links, mailFrom, name, picture } from './owner-content'
import type { Profile } from './shapes/profile'
import type { SocialLink } from './types'

/** Who the page is about, and since when the site has been up (the footer's first year). */
export const owner: Readonly<{ name: string; email: string; picture: string; firstYear?: number }> =
  {
    name,
    email,
    picture,
    firstYear,
  }

/**
 * Where the contact form's messages go (`MAIL_TO` and `MAIL_FROM` override these), and the
 * language they are written to the owner in, as `profile.json` has it (checked at build; the
 * server takes the site's default language when it is left out).
 */
export const mail = {
  to: email,
  from: mailFrom,
  language,
} as const

/** The hero's rail and the quick links: the owner's profiles, then e-mail. */
export const socialLinks: readonly SocialLink[] = /* @__PURE__ */ linksOf(links, email)

function linksOf(profiles: Profile['links'], address: string): SocialLink[] {
  return [
    ...(profiles.github
      ? [{ id: 'github', href: profiles.github, icon: 'lucide:github' } as const]
      : []),
    ...(profiles.linkedin
      ? [{ id: 'linkedin', href: profiles.linkedin, icon: 'lucide:linkedin' } as const]
      : []),
    ...profiles.others.map((other): SocialLink => ({
      id: 'other',
      href: other.url,
      icon: other.icon ?? 'lucide:link',
      name: other.name,
    })),
    { id: 'mail', href: `mailto:${address}`, icon: 'lucide:mail' } as const,
  ]
}
