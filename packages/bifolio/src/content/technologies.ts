/** Every technology the owner's `technologies.yml` names, by its id. */
import { named } from './named'
import { technologies as owned } from './owner-content'
import type { Technology, TechnologyId } from './types'

export type { TechnologyId }

export const technologies: Readonly<Record<TechnologyId, Technology>> = owned

/** A technology the content names; the content check made sure it exists. */
export const technology = (id: TechnologyId): Technology => named(technologies, id)
