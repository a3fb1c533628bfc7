/**
 * The owner's projects, in their order, each with its facts and its card's words in every
 * language. A module of its own, not in the content index: only the parts that show projects
 * (the projects island, their pages, the counts) carry them, not every page's entry.
 */
import projects from 'virtual:projects'

export { projects }

/** A project of the owner's `projects/`, with its words in every language. */
export type Project = (typeof projects)[number]
