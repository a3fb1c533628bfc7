import type { Page } from '@playwright/test'

/**
 * Puts values in localStorage before the first document of the tab runs any script, as a
 * returning visitor would have them. Seeds once per tab, so a reload sees what the page
 * itself saved since.
 */
export async function seedStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries: Record<string, string>) => {
    try {
      if (window.sessionStorage.getItem('e2e:seeded')) return
      window.sessionStorage.setItem('e2e:seeded', '1')
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value)
    } catch {
      // about:blank has no storage; the real page comes next.
    }
  }, values)
}

export async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key)
}
