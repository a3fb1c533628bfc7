import type { Locator, Page } from '@playwright/test'

/** What a keyboard user lands on at one Tab stop. */
export interface TabStop {
  tag: string
  /** The nearest `data-testid`, on the element or an ancestor. */
  /** Every `data-testid` on the element and its ancestors, nearest first. */
  testIds: string[]
  ownTestId: string | null
  /** aria-label, else the label of a form field, else the text. */
  name: string
  fieldName: string | null
  inDialog: boolean
  /** A visible outline (>= 2 px) or box-shadow on the element, its label or its parent. */
  hasFocusIndicator: boolean
  path: string
}

/** Describes document.activeElement; runs in the page. */
function describeActiveElement(): TabStop | null {
  const element = document.activeElement
  if (!(element instanceof HTMLElement) || element === document.body) return null
  const indicated = (node: Element | null | undefined): boolean => {
    if (!node) return false
    const style = getComputedStyle(node)
    const outline =
      style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 2 &&
      !/rgba\(.*,\s*0\)|transparent/.test(style.outlineColor)
    return outline || (style.boxShadow !== 'none' && style.boxShadow !== '')
  }
  const labelled = element as HTMLElement & { labels?: NodeListOf<HTMLLabelElement> }
  const label = labelled.labels?.[0]
  const testIds: string[] = []
  for (let node: Element | null = element; node; node = node.parentElement) {
    const id = node.getAttribute('data-testid')
    if (id) testIds.push(id)
  }
  const path: string[] = []
  for (let node: Element | null = element; node && path.length < 4; node = node.parentElement) {
    path.unshift(node.tagName.toLowerCase() + (node.id ? `#${node.id}` : ''))
  }
  return {
    tag: element.tagName.toLowerCase(),
    testIds,
    ownTestId: element.getAttribute('data-testid'),
    name: (
      element.getAttribute('aria-label') ??
      label?.textContent ??
      element.textContent ??
      ''
    ).trim(),
    fieldName: element.getAttribute('name'),
    inDialog: element.closest('dialog, [role="dialog"]') !== null,
    hasFocusIndicator: indicated(element) || indicated(label) || indicated(element.parentElement),
    path: path.join(' > '),
  }
}

export async function focusedStop(page: Page): Promise<TabStop | null> {
  return page.evaluate(describeActiveElement)
}

/**
 * Presses Tab from the current focus and records every stop, until focus leaves the page,
 * comes back to the first stop, or `limit` presses.
 */
export async function walkTabOrder(page: Page, limit = 200): Promise<TabStop[]> {
  const stops: TabStop[] = []
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab')
    const stop = await focusedStop(page)
    if (!stop) break
    if (stops.length > 0 && stop.path === stops[0]?.path && stop.name === stops[0]?.name) break
    stops.push(stop)
  }
  return stops
}

/**
 * Presses Tab (or Shift+Tab) until `matches` holds for the focused element; false after
 * `limit` presses.
 */
export async function tabUntil(
  page: Page,
  matches: (stop: TabStop) => boolean,
  { limit = 200, backwards = false }: { limit?: number; backwards?: boolean } = {},
): Promise<boolean> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    const stop = await focusedStop(page)
    if (stop && matches(stop)) return true
  }
  return false
}

/**
 * Focuses the last keyboard stop before `target` in document order, as if the visitor had
 * tabbed that far, so the next Tab enters `target`. Saves walking the whole page.
 */
export async function startKeyboardBefore(target: Locator): Promise<void> {
  await target.evaluate((element) => {
    const selector =
      'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex]'
    const stops = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (node) =>
        node.tabIndex >= 0 &&
        node.getClientRects().length > 0 &&
        getComputedStyle(node).visibility !== 'hidden' &&
        Boolean(node.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) &&
        !element.contains(node),
    )
    stops.at(-1)?.focus()
  })
}
