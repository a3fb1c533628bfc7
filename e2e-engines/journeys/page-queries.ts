/**
 * Small page functions the journeys share. They are sent to the browser as source text, so
 * each uses only its arguments and the page's globals.
 */

/**
 * React keeps its props on an element once it has hydrated it (a click then runs handlers). An
 * element of a static part (src/islands/static-part.tsx) is no React root's: it is ready once
 * React has taken the page, whose listeners on the document answer it.
 */
export function isHydrated(selector: string): boolean {
  const element = document.querySelector(selector)
  if (element === null) return false
  const isStatic = element.closest('[data-static]') !== null
  const owner = isStatic ? document.getElementById('root') : element
  const prefix = isStatic ? '__reactContainer' : '__reactProps'
  return owner !== null && Object.keys(owner).some((key) => key.startsWith(prefix))
}

export function attributeOf(selector: string, name: string): string | null {
  return document.querySelector(selector)?.getAttribute(name) ?? null
}

/** The element's text as read, whitespace collapsed; null when nothing matches. */
export function textOf(selector: string): string | null {
  const text = document.querySelector(selector)?.textContent
  return text === undefined || text === null ? null : text.replace(/\s+/g, ' ').trim()
}

/** Which of `texts` the page shows (rendered text only, not hidden or `display: none`). */
export function shownTexts(texts: string[]): string[] {
  const shown = document.body.innerText.replace(/\s+/g, ' ')
  return texts.filter((text) => shown.includes(text))
}

export function isFocused(selector: string): boolean {
  const element = document.querySelector(selector)
  return element !== null && document.activeElement === element
}

export function pageAddress(): { path: string; hash: string; search: string } {
  return {
    path: window.location.pathname,
    hash: window.location.hash,
    search: window.location.search,
  }
}

export function storedValue(key: string): string | null {
  return window.localStorage.getItem(key)
}

export function valueOf(selector: string): string | null {
  return document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)?.value ?? null
}

export function isChecked(selector: string): boolean | null {
  return document.querySelector<HTMLInputElement>(selector)?.checked ?? null
}
