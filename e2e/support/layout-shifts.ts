import type { Page } from '@playwright/test'

interface LayoutShift extends PerformanceEntry {
  value: number
  hadRecentInput: boolean
  sources: ReadonlyArray<{ node?: Node | null }>
}

interface Shifts {
  /** The layout shift so far, as CLS counts it (shifts right after input left out). */
  total: number
  /** What moved, for a failure to name: `0.092 at 1234 ms: ul.tech-filter__chips, …`. */
  moved: string[]
}

type ShiftWindow = Window & { e2eShifts?: () => Shifts }

/** Records every layout shift of the page from its start. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shifts = { total: 0, moved: [] }
    const name = (node?: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}`
        : (node?.nodeName ?? '?')
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as LayoutShift[]) {
        if (entry.hadRecentInput) continue
        shifts.total += entry.value
        shifts.moved.push(
          `${entry.value.toFixed(3)} at ${Math.round(entry.startTime)} ms: ${entry.sources.map((source) => name(source.node)).join(', ')}`,
        )
      }
    }
    const observer = new PerformanceObserver((list) => add(list.getEntries()))
    observer.observe({ type: 'layout-shift', buffered: true })
    ;(window as ShiftWindow).e2eShifts = () => {
      add(observer.takeRecords())
      return shifts
    }
  })
}

/** The layout shifts the page has had so far. */
export function layoutShifts(page: Page): Promise<Shifts> {
  return page.evaluate(
    () => (window as ShiftWindow).e2eShifts?.() ?? { total: Number.NaN, moved: ['not recorded'] },
  )
}

/**
 * The layout shifts so far, once the fonts have loaded and two frames have painted with them:
 * what a font swap moves is the font's, so what moves after this is the page's own doing.
 */
export async function shiftsOnceFontsSettle(page: Page): Promise<Shifts> {
  await page.evaluate(() =>
    document.fonts.ready.then(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    ),
  )
  return layoutShifts(page)
}
