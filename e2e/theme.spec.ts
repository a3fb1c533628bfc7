import { expect, test, type Page } from '@playwright/test'
import { readStorage, seedStorage } from './support/storage'
import { STORAGE, WORDS } from './support/words'

type Theme = 'light' | 'dark'

/**
 * Records the classes of <html> at the moment <body> is inserted (nothing of the page can
 * have been painted yet) and at DOMContentLoaded.
 */
async function recordEarlyRootClass(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = (key: string) => {
      const classes = document.documentElement?.className ?? ''
      Object.assign(window, { [key]: classes })
    }
    const observer = new MutationObserver(() => {
      if (!document.body) return
      record('e2eClassAtBody')
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
    document.addEventListener('DOMContentLoaded', () => record('e2eClassAtDomReady'))
  })
}

async function earlyRootClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const early = window as unknown as Record<string, string | undefined>
    return [early.e2eClassAtBody ?? '(never recorded)', early.e2eClassAtDomReady ?? '(never)']
  })
}

const hasClass = (name: string) => new RegExp(`(^|\\s)${name}(\\s|$)`)

async function expectTheme(page: Page, theme: Theme): Promise<void> {
  const other = theme === 'dark' ? 'light' : 'dark'
  await expect(page.locator('html')).toHaveClass(hasClass(theme))
  await expect(page.locator('html')).not.toHaveClass(hasClass(other))
  await expect(page.getByTestId('theme-toggle')).toHaveAttribute(
    'aria-pressed',
    String(theme === 'dark'),
  )
}

test.describe('theme', () => {
  const cases: Array<{ saved: Theme; system: Theme }> = [
    { saved: 'dark', system: 'light' },
    { saved: 'light', system: 'dark' },
  ]
  for (const { saved, system } of cases) {
    test(`a saved ${saved} theme wins over a ${system} system and is on <html> before first paint`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: system })
      await seedStorage(page, { [STORAGE.theme]: saved })
      await recordEarlyRootClass(page)
      await page.goto('/')
      for (const classes of await earlyRootClasses(page)) expect(classes).toMatch(hasClass(saved))
      await expectTheme(page, saved)
    })
  }

  for (const system of ['light', 'dark'] as const) {
    test(`with nothing saved the ${system} system preference applies before first paint`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: system })
      await recordEarlyRootClass(page)
      await page.goto('/en/')
      for (const classes of await earlyRootClasses(page)) expect(classes).toMatch(hasClass(system))
      await expectTheme(page, system)
      expect(await readStorage(page, STORAGE.theme)).toBeNull()
    })
  }

  test('the toggle flips the class, saves the theme and reports its state', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    const toggle = page.getByTestId('theme-toggle')
    await expect(toggle).toHaveAccessibleName(WORDS.es.theme.toggleLabel)
    await expectTheme(page, 'light')

    await toggle.click()
    await expectTheme(page, 'dark')
    expect(await readStorage(page, STORAGE.theme)).toBe('dark')

    await toggle.click()
    await expectTheme(page, 'light')
    expect(await readStorage(page, STORAGE.theme)).toBe('light')
  })

  test('a toggled theme survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/en/')
    await page.getByTestId('theme-toggle').click()
    await expectTheme(page, 'dark')
    await recordEarlyRootClass(page)
    await page.reload()
    for (const classes of await earlyRootClasses(page)) expect(classes).toMatch(hasClass('dark'))
    await expectTheme(page, 'dark')
  })
})
