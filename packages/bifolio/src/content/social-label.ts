import type { SocialId, SocialLink } from './types'

/**
 * A profile link's name: the page's word for GitHub, LinkedIn and e-mail, else the site's own
 * name, which is the same in every language.
 */
export function socialLabel(link: SocialLink, words: Readonly<Record<SocialId, string>>): string {
  return link.id === 'other' ? link.name : words[link.id]
}
