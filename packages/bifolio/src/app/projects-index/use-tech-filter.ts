import { useCallback, useLayoutEffect, useState } from 'react'
import type { TechnologyId } from '../../content'
import { parseTechFilter, searchWithTechFilter } from './tech-filter'

/**
 * The technology filter, kept in `?tech=` so a filtered list can be shared and Back restores
 * the previous one. The page holds every project, as prerendered, and its stylesheet hides
 * those the filter leaves out (`<html data-tech-filter>`): the head script sets it from the URL
 * before the first paint, and this keeps it to the chosen technologies; the list is a static
 * part no React code draws. Without JavaScript nothing is hidden.
 */
export function useTechFilter(known: readonly TechnologyId[]) {
  const [chosen, setChosen] = useState<readonly TechnologyId[]>([])

  useLayoutEffect(() => {
    const fromUrl = () => setChosen(parseTechFilter(window.location.search, known))
    fromUrl()
    window.addEventListener('popstate', fromUrl)
    return () => window.removeEventListener('popstate', fromUrl)
  }, [known])

  // Before the browser paints again, so the chips and the list change in one frame. The first
  // run (nothing chosen yet) is followed by the URL's choice before any paint.
  useLayoutEffect(() => {
    const root = document.documentElement
    if (chosen.length > 0) root.dataset.techFilter = chosen.join(' ')
    else delete root.dataset.techFilter
  }, [chosen])

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
