import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches. The prerendered page and the hydrating render both say
 * `false`, so markup never mismatches; the real answer arrives right after hydration.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}
