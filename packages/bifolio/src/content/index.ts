export * from './site'
export * from './client-facts'
export { owner, socialLinks } from './owner'
export { landingSections, navigation } from './navigation'
export { technology, type TechnologyId } from './technologies'
export { named } from './named'
export { anyArticles, hasArticles, isWrittenIn } from './articles'
export type * from './types'
import projects from 'virtual:projects'

export { projects }
/** A project of the owner's `src/content/projects/`, with its words in every language. */
export type Project = (typeof projects)[number]
