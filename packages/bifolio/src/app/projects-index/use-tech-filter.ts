import { useCallback, useEffect, useState } from 'react'
import type { TechnologyId } from '../../content'
import { parseTechFilter, searchWithTechFilter } from './tech-filter'

/**
 * The technology filter, kept in `?tech=` so a filtered list can be shared and Back restores
 * the previous one. The prerendered page shows every project; the URL's filter applies once
 * the code runs, so without JavaScript nothing is hidden.
 */
export function useTechFilter(known: readonly TechnologyId[]) {
  const [chosen, setChosen] = useState<readonly TechnologyId[]>([])

  useEffect(() => {
    const fromUrl = () => setChosen(parseTechFilter(window.location.search, known))
    fromUrl()
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
