/**
 * The owner's data files as the build checked them (scripts/content/), in one module the
 * page reads: the profile, the page's shape, the clients' facts and the technologies. The
 * words come a language at a time (src/i18n/messages.ts).
 */
import content from 'virtual:owner-content'

export const { profile, site, clients, technologies, articles } = content
