import type { Page } from '@playwright/test'

export interface PaintRecord {
  path: string
  name: string
}

const KEY = 'e2e:paints'

/**
 * Records every paint-timing entry (first-paint, first-contentful-paint) of every document
 * in the tab, with the path that document was loaded at. Stored in sessionStorage, which
 * outlives a same-origin redirect, so a document that is left at once still reports.
 */
export async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript((key: string) => {
    const path = window.location.pathname
    const save = (entries: PerformanceEntryList) => {
      try {
        const all = JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as PaintRecord[]
        for (const entry of entries) {
          if (!all.some((r) => r.path === path && r.name === entry.name))
            all.push({ path, name: entry.name })
        }
        window.sessionStorage.setItem(key, JSON.stringify(all))
      } catch {
        // about:blank has no storage.
      }
    }
    new PerformanceObserver((list) => save(list.getEntries())).observe({
      type: 'paint',
      buffered: true,
    })
    window.addEventListener('pagehide', () => save(performance.getEntriesByType('paint')))
  }, KEY)
}

export async function paints(page: Page): Promise<PaintRecord[]> {
  return page.evaluate(
    (key) => JSON.parse(window.sessionStorage.getItem(key) ?? '[]') as PaintRecord[],
    KEY,
  )
}
