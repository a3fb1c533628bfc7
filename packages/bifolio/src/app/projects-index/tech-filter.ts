import type { Project, TechnologyId } from '../../content'

/** The query parameter that keeps the filter in the URL: `?tech=react,node`. */
const TECH_PARAM = 'tech'

/** Technologies the projects use, the most used first, then by id. */
export function technologiesInUse(projects: readonly Project[]): TechnologyId[] {
  const counts = new Map<TechnologyId, number>()
  for (const project of projects) {
    for (const id of project.technologies) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id]) => id)
}

/** The chosen technologies in a query string, keeping only ones a project uses. */
export function parseTechFilter(search: string, known: readonly TechnologyId[]): TechnologyId[] {
  const raw = new URLSearchParams(search).get(TECH_PARAM) ?? ''
  const wanted = new Set(raw.split(',').map((id) => id.trim()))
  return known.filter((id) => wanted.has(id))
}

/** The query string for a choice, other parameters kept; none chosen drops the parameter. */
export function searchWithTechFilter(search: string, chosen: readonly TechnologyId[]): string {
  const params = new URLSearchParams(search)
  if (chosen.length > 0) params.set(TECH_PARAM, chosen.join(','))
  else params.delete(TECH_PARAM)
  const query = params.toString().replace(/%2C/g, ',')
  return query ? `?${query}` : ''
}

/** A project shows when it uses any chosen technology, or when none is chosen. */
export function matchesTechFilter(project: Project, chosen: readonly TechnologyId[]): boolean {
  return chosen.length === 0 || chosen.some((id) => project.technologies.includes(id))
}
