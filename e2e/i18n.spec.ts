import { expect, test, type Page } from '@playwright/test'
import { named } from '../packages/bifolio/src/content/named'
import { paints, recordPaints } from './support/paints'
import { readStorage, seedStorage } from './support/storage'
import { waitForHydration } from './support/hydration'
import { wordsChunkOf } from './support/words-chunk'
import { WIDE } from './support/viewports'
import {
  isShown,
  projects,
  sectionTexts,
  SHOWN_SECTIONS,
  STORAGE,
  STORED_LANGUAGE,
  WORDS,
  type Lang,
} from './support/words'

test.use({ viewport: WIDE })

/** A redirect by the head script is a second navigation after the first. */
const REDIRECT_MS = 15_000

/** One visible label from each part of the page: navigation, hero, projects, contact. */
function labels(lang: Lang): string[] {
  const t = WORDS[lang]
  return [
    ...SHOWN_SECTIONS.map((id) => named(t.nav.sections, id)),
    t.hero.contactCta,
    ...sectionTexts(lang),
    ...(isShown('projects') ? projects.slice(0, 1).map((p) => p.words[lang].summary) : []),
    t.contact.fields.name.label,
    t.contact.fields.message.label,
    t.contact.send,
  ]
}

async function expectLanguageShown(page: Page, shown: Lang, hidden: Lang): Promise<void> {
  for (const text of labels(shown)) {
    await expect(
      page.getByText(text, { exact: true }).filter({ visible: true }).first(),
      text,
    ).toBeVisible()
  }
  // A word both languages share ("Apps", "Blog") says nothing of which one is shown.
  const own = labels(shown)
  for (const text of labels(hidden).filter((label) => !own.includes(label))) {
    await expect(page.getByText(text, { exact: true }).filter({ visible: true }), text).toHaveCount(
      0,
    )
  }
}

function languageToggle(page: Page) {
  return page.getByTestId('language-toggle').filter({ visible: true })
}

test.describe('language', () => {
  test('the toggle switches every label without a reload, saves it and moves the URL', async ({
    page,
  }) => {
    await page.goto('/#contact')
    await expectLanguageShown(page, 'es', 'en')
    await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }))

    await languageToggle(page).click()
    await expectLanguageShown(page, 'en', 'es')
    await expect(page).toHaveURL((url) => url.pathname === '/en/' && url.hash === '#contact')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).not.toHaveClass(/(^|\s)ES(\s|$)/)
    expect(await readStorage(page, STORAGE.language)).toBe(STORED_LANGUAGE.en)
    await expect(languageToggle(page)).toHaveAccessibleName(
      new RegExp(`^ES.*EN.*${WORDS.en.language.toggleLabel}$`),
    )

    await languageToggle(page).click()
    await expectLanguageShown(page, 'es', 'en')
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.hash === '#contact')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('html')).toHaveClass(/(^|\s)ES(\s|$)/)
    expect(await readStorage(page, STORAGE.language)).toBe(STORED_LANGUAGE.es)
    expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true)
  })

  test('when the other language’s words cannot be fetched, the toggle still leads to that language’s page', async ({
    page,
    request,
  }) => {
    // The chunk of the English words, gone (as after a new deploy, or offline).
    const english = await wordsChunkOf(request, '/en/')
    await page.goto('/#contact')
    await waitForHydration(languageToggle(page))
    await page.route(
      (url) => url.pathname === english,
      (route) => route.abort(),
    )
    await languageToggle(page).click()
    await expect(page).toHaveURL((url) => url.pathname === '/en/' && url.hash === '#contact')
    await expectLanguageShown(page, 'en', 'es')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await readStorage(page, STORAGE.language)).toBe(STORED_LANGUAGE.en)
  })

  test('when the other language’s page cannot be fetched, the toggle still leads to it', async ({
    page,
  }) => {
    await page.goto('/#contact')
    await waitForHydration(languageToggle(page))
    await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }))
    // The switch reads that page's prerendered parts with a fetch (gone offline, say); the
    // browser's own navigation to it is let through.
    await page.route(
      (url) => url.pathname === '/en/',
      (route) => (route.request().resourceType() === 'fetch' ? route.abort() : route.continue()),
    )
    await languageToggle(page).click()
    await expect(page).toHaveURL((url) => url.pathname === '/en/' && url.hash === '#contact')
    await expectLanguageShown(page, 'en', 'es')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    // A new document: no part of the page was left in the language it came from.
    expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(false)
    expect(await readStorage(page, STORAGE.language)).toBe(STORED_LANGUAGE.en)
  })

  test('the toggle works from /en/ too', async ({ page }) => {
    await page.goto('/en/')
    await expectLanguageShown(page, 'en', 'es')
    await languageToggle(page).click()
    await expectLanguageShown(page, 'es', 'en')
    await expect(page).toHaveURL((url) => url.pathname === '/')
  })

  test('a saved EN at / lands on /en/ (hash kept) without ever painting the Spanish page', async ({
    page,
  }) => {
    await seedStorage(page, { [STORAGE.language]: STORED_LANGUAGE.en })
    await recordPaints(page)
    await page.goto('/#contact', { waitUntil: 'commit' })
    // With two test workers on two cores, the second navigation has taken over five seconds.
    await expect(page).toHaveURL((url) => url.pathname === '/en/' && url.hash === '#contact', {
      timeout: REDIRECT_MS,
    })
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expectLanguageShown(page, 'en', 'es')
    // The recorder works: the English document reports its first contentful paint...
    await expect
      .poll(() => paints(page))
      .toContainEqual({ path: '/en/', name: 'first-contentful-paint' })
    // ...and the Spanish document it came through never had one.
    expect(await paints(page)).not.toContainEqual({ path: '/', name: 'first-contentful-paint' })
    expect(await readStorage(page, STORAGE.language)).toBe(STORED_LANGUAGE.en)
  })

  test('a saved EN at /privacy lands on /en/privacy without painting Spanish', async ({ page }) => {
    await seedStorage(page, { [STORAGE.language]: STORED_LANGUAGE.en })
    await recordPaints(page)
    await page.goto('/privacy', { waitUntil: 'commit' })
    await expect(page).toHaveURL((url) => url.pathname === '/en/privacy', { timeout: REDIRECT_MS })
    await expect(page.getByRole('dialog', { name: WORDS.en.legal.privacy.title })).toBeVisible()
    await expect
      .poll(() => paints(page))
      .toContainEqual({ path: '/en/privacy', name: 'first-contentful-paint' })
    expect(await paints(page)).not.toContainEqual({
      path: '/privacy',
      name: 'first-contentful-paint',
    })
  })

  test('an explicit /en/ shows English even with ES saved', async ({ page }) => {
    await seedStorage(page, { [STORAGE.language]: STORED_LANGUAGE.es })
    await page.goto('/en/')
    await expect(page).toHaveURL((url) => url.pathname === '/en/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expectLanguageShown(page, 'en', 'es')
  })

  test('with nothing saved, / shows Spanish and stays there', async ({ page }) => {
    await recordPaints(page)
    await page.goto('/')
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expectLanguageShown(page, 'es', 'en')
    await expect
      .poll(() => paints(page))
      .toContainEqual({ path: '/', name: 'first-contentful-paint' })
  })
})
