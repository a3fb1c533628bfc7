/**
 * The owner's data files as the build checked them (scripts/content/), in one module the
 * page reads: the profile, the page's shape, the clients' facts, the technologies and the
 * landing page's words in every language.
 */
import content from 'virtual:owner-content'

export const { profile, site, clients, technologies, words, articles } = content
