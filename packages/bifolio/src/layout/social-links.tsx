import type { ReactNode } from 'react'
import { socialLinks } from '../content'
import { socialLabel } from '../content/social-label'
import { social as socialWords } from 'virtual:owner-words-of/social'
import { usePartWords } from '../i18n/i18n-provider'
import { Icon } from '../ui/icon'

/**
 * The owner's profiles and e-mail as icon-only links, named in the page's language.
 * Profiles open in a new tab; the mail link hands over to the mail app instead.
 */
export function SocialLinks({
  label,
  listClassName,
  linkClassName,
  children,
}: {
  label: string
  listClassName: string
  linkClassName: string
  /** More list items after the profiles. */
  children?: ReactNode
}) {
  const social = usePartWords(socialWords)
  return (
    <ul className={listClassName} aria-label={label}>
      {socialLinks.map((link) => (
        <li key={link.href}>
          <a
            className={linkClassName}
            href={link.href}
            aria-label={socialLabel(link, social)}
            {...(link.id === 'mail' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            <Icon name={link.icon} size={20} />
          </a>
        </li>
      ))}
      {children}
    </ul>
  )
}
