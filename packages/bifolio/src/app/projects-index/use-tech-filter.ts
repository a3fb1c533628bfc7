import { useCallback, useLayoutEffect, useState } from 'react'
import type { TechnologyId } from '../../content'
import { parseTechFilter, searchWithTechFilter } from './tech-filter'

/**
 * The technology filter, kept in `?tech=` so a filtered list can be shared and Back restores
 * the previous one. The prerendered page holds every project, and until the code runs its
 * stylesheet hides those the URL's filter leaves out (`<html data-tech-filter>`, set by the
 * head script); without JavaScript nothing is hidden.
 */
export function useTechFilter(known: readonly TechnologyId[]) {
  const [chosen, setChosen] = useState<readonly TechnologyId[]>([])

  // Before the browser paints again: the code's list replaces the stylesheet's in one frame.
  useLayoutEffect(() => {
    const fromUrl = () => setChosen(parseTechFilter(window.location.search, known))
    fromUrl()
    delete document.documentElement.dataset.techFilter
    window.addEventListener('popstate', fromUrl)
    return () => window.removeEventListener('popstate', fromUrl)
  }, [known])

  const update = useCallback((next: readonly TechnologyId[]) => {
    setChosen(next)
    const { pathname, search, hash } = window.location
    window.history.pushState(null, '', pathname + searchWithTechFilter(search, next) + hash)
  }, [])

  const toggle = useCallback(
    (id: TechnologyId) =>
      update(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]),
    [chosen, update],
  )
  const clear = useCallback(() => update([]), [update])

  return { chosen, toggle, clear }
}
