/**
 * Every technology the owner's `technologies.yml` names, by its id. Not in the content index:
 * only the parts that show technologies load them.
 */
import { named } from './named'
import owned from 'virtual:owner-technologies'
import type { Technology, TechnologyId } from './types'

export type { TechnologyId }

export const technologies: Readonly<Record<TechnologyId, Technology>> = owned

/** A technology the content names; the content check made sure it exists. */
export const technology = (id: TechnologyId): Technology => named(technologies, id)
