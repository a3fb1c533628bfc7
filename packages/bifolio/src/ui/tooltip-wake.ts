import { loadedModule } from '../lib/loaded-module'

const FIRST_USES = ['mouseover', 'focusin'] as const

/**
 * Loads the tooltips' code (tooltip-behavior.ts) at the first hover or focus of one: most
 * visits show no tooltip, so it comes with the first, not with the page. That tooltip, or any
 * other still hovered or focused once the code is here, opens then. Resolves once the
 * tooltips answer (for tests: a page never stops listening).
 */
export function wakeTooltipsOnFirstUse(root: Document = document): Promise<() => void> {
  return new Promise((resolve) => {
    const wake = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('.tooltip')) return
      for (const type of FIRST_USES) root.removeEventListener(type, wake)
      loadedModule(import('./tooltip-behavior')).then(
        ({ listenToTooltips, openUsedTooltips }) => {
          const stop = listenToTooltips(root)
          openUsedTooltips(root)
          resolve(stop)
        },
        // Without their code, the tooltips' words are still the triggers' names.
        () => undefined,
      )
    }
    for (const type of FIRST_USES) root.addEventListener(type, wake)
  })
}
