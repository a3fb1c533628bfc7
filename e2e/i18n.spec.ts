import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { named } from '../packages/bifolio/src/content/named'
import { liveContactForm } from './support/contact-form'
import { paints, recordPaints } from './support/paints'
import { readStorage, seedStorage } from './support/storage'
import { waitForHydration } from './support/hydration'
import { wordsChunkOf } from './support/words-chunk'
import { WIDE } from './support/viewports'
import {
  FIRST_LANG,
  homeIn,
  inLanguage,
  isShown,
  SECOND_LANG,
  sectionTexts,
  SHOWN_SECTIONS,
  SITE_LANGS,
  siteProjects,
  siteWords,
  STORAGE,
  storedLanguageOf,
} from './support/words'

test.use({ viewport: WIDE })

/** A redirect by the head script is a second navigation after the first. */
const REDIRECT_MS = 15_000

/** A site of three languages or more draws a menu of them; of two, a toggle between them. */
const HAS_MENU = SITE_LANGS.length > 2
/** The language a menu of three or more leads to that the toggle of two never would. */
const THIRD_LANG = SITE_LANGS[2] ?? SECOND_LANG

/** One visible label from each part of the page: navigation, hero, projects, contact. */
function labels(lang: string): string[] {
  const t = siteWords(lang)
  return [
    ...SHOWN_SECTIONS.map((id) => named(t.nav.sections, id)),
    t.hero.contactCta,
    ...sectionTexts(lang),
    ...(isShown('projects')
      ? siteProjects.slice(0, 1).map((p) => inLanguage(p.words, lang).summary)
      : []),
    t.contact.fields.name.label,
    t.contact.fields.message.label,
    t.contact.send,
  ]
}

async function expectLanguageShown(page: Page, shown: string, hidden: string): Promise<void> {
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

/** What <html> says of a language on its own prerendered landing page: `lang` and `dir`. */
async function prerenderedRoot(
  request: APIRequestContext,
  lang: string,
): Promise<{ lang: string; dir: string | null }> {
  const html = await (await request.get(homeIn(lang))).text()
  const root = /<html[^>]*>/.exec(html)?.[0] ?? ''
  return {
    lang: /\slang="([^"]+)"/.exec(root)?.[1] ?? '',
    dir: /\sdir="([^"]+)"/.exec(root)?.[1] ?? null,
  }
}

/** <html> shows `lang` as that language's own page does: `lang`, `dir`, and `ES` for Spanish. */
async function expectRootIn(page: Page, request: APIRequestContext, lang: string): Promise<void> {
  const expected = await prerenderedRoot(request, lang)
  const root = page.locator('html')
  await expect(root).toHaveAttribute('lang', expected.lang)
  if (expected.dir) await expect(root).toHaveAttribute('dir', expected.dir)
  else await expect(root).not.toHaveAttribute('dir')
  const spanish = /(^|\s)ES(\s|$)/
  if (lang === 'es') await expect(root).toHaveClass(spanish)
  else await expect(root).not.toHaveClass(spanish)
}

function languageSwitch(page: Page) {
  return page.getByTestId('language-toggle').filter({ visible: true })
}

/** The menu's entry for `lang`, found by the language it is written in and leads to. */
function menuEntry(page: Page, lang: string) {
  return languageSwitch(page).locator(`a[lang="${lang}"][hreflang="${lang}"]`)
}

/** Switches to `lang` as a visitor does: the toggle of two languages, or the menu's entry. */
async function switchTo(page: Page, lang: string): Promise<void> {
  if (!HAS_MENU) {
    await languageSwitch(page).click()
    return
  }
  await languageSwitch(page).locator('summary').click()
  await menuEntry(page, lang).click()
}

test.describe('language', () => {
  test('the switch changes every label without a reload, saves it and moves the URL', async ({
    page,
    request,
  }) => {
    await page.goto(`${homeIn(FIRST_LANG)}#contact`)
    await expectLanguageShown(page, FIRST_LANG, SECOND_LANG)
    await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }))

    await switchTo(page, SECOND_LANG)
    await expectLanguageShown(page, SECOND_LANG, FIRST_LANG)
    await expect(page).toHaveURL(
      (url) => url.pathname === homeIn(SECOND_LANG) && url.hash === '#contact',
    )
    await expectRootIn(page, request, SECOND_LANG)
    expect(await readStorage(page, STORAGE.language)).toBe(storedLanguageOf(SECOND_LANG))
    if (!HAS_MENU) {
      const codes = SITE_LANGS.map(storedLanguageOf).join('.*')
      await expect(languageSwitch(page)).toHaveAccessibleName(
        new RegExp(`^${codes}.*${siteWords(SECOND_LANG).language.toggleLabel}$`),
      )
    }

    await switchTo(page, FIRST_LANG)
    await expectLanguageShown(page, FIRST_LANG, SECOND_LANG)
    await expect(page).toHaveURL(
      (url) => url.pathname === homeIn(FIRST_LANG) && url.hash === '#contact',
    )
    await expectRootIn(page, request, FIRST_LANG)
    expect(await readStorage(page, STORAGE.language)).toBe(storedLanguageOf(FIRST_LANG))
    expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true)
  })

  test('when the other language’s words cannot be fetched, the switch still leads to that language’s page', async ({
    page,
    request,
  }) => {
    // The chunk of the other language's words, gone (as after a new deploy, or offline).
    const chunk = await wordsChunkOf(request, homeIn(SECOND_LANG))
    await page.goto(`${homeIn(FIRST_LANG)}#contact`)
    await waitForHydration(languageSwitch(page))
    await page.route(
      (url) => url.pathname === chunk,
      (route) => route.abort(),
    )
    await switchTo(page, SECOND_LANG)
    await expect(page).toHaveURL(
      (url) => url.pathname === homeIn(SECOND_LANG) && url.hash === '#contact',
    )
    await expectLanguageShown(page, SECOND_LANG, FIRST_LANG)
    await expectRootIn(page, request, SECOND_LANG)
    expect(await readStorage(page, STORAGE.language)).toBe(storedLanguageOf(SECOND_LANG))
  })

  test('when the other language’s page cannot be fetched, the switch still leads to it', async ({
    page,
    request,
  }) => {
    await page.goto(`${homeIn(FIRST_LANG)}#contact`)
    await waitForHydration(languageSwitch(page))
    await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }))
    // The switch reads that page's prerendered parts with a fetch (gone offline, say); the
    // browser's own navigation to it is let through.
    await page.route(
      (url) => url.pathname === homeIn(SECOND_LANG),
      (route) => (route.request().resourceType() === 'fetch' ? route.abort() : route.continue()),
    )
    await switchTo(page, SECOND_LANG)
    await expect(page).toHaveURL(
      (url) => url.pathname === homeIn(SECOND_LANG) && url.hash === '#contact',
    )
    await expectLanguageShown(page, SECOND_LANG, FIRST_LANG)
    await expectRootIn(page, request, SECOND_LANG)
    // A new document: no part of the page was left in the language it came from.
    expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(false)
    expect(await readStorage(page, STORAGE.language)).toBe(storedLanguageOf(SECOND_LANG))
  })

  test('the switch works from the second language’s page too', async ({ page }) => {
    await page.goto(homeIn(SECOND_LANG))
    await expectLanguageShown(page, SECOND_LANG, FIRST_LANG)
    await switchTo(page, FIRST_LANG)
    await expectLanguageShown(page, FIRST_LANG, SECOND_LANG)
    await expect(page).toHaveURL((url) => url.pathname === homeIn(FIRST_LANG))
  })

  test('a saved choice at / lands on that language’s page (hash kept) without ever painting the first language’s', async ({
    page,
    request,
  }) => {
    await seedStorage(page, { [STORAGE.language]: storedLanguageOf(SECOND_LANG) })
    await recordPaints(page)
    await page.goto('/#contact', { waitUntil: 'commit' })
    // With two test workers on two cores, the second navigation has taken over five seconds.
    await expect(page).toHaveURL(
      (url) => url.pathname === homeIn(SECOND_LANG) && url.hash === '#contact',
      { timeout: REDIRECT_MS },
    )
    await expectRootIn(page, request, SECOND_LANG)
    await expectLanguageShown(page, SECOND_LANG, FIRST_LANG)
    // The recorder works: the chosen language's document reports its first contentful paint...
    await expect
      .poll(() => paints(page))
      .toContainEqual({ path: homeIn(SECOND_LANG), name: 'first-contentful-paint' })
    // ...and the first language's document it came through never had one.
    expect(await paints(page)).not.toContainEqual({ path: '/', name: 'first-contentful-paint' })
    expect(await readStorage(page, STORAGE.language)).toBe(storedLanguageOf(SECOND_LANG))
  })

  test('a saved choice at /privacy lands on that language’s privacy page without painting the first language', async ({
    page,
  }) => {
    const privacy = `${homeIn(SECOND_LANG)}privacy`
    await seedStorage(page, { [STORAGE.language]: storedLanguageOf(SECOND_LANG) })
    await recordPaints(page)
    await page.goto('/privacy', { waitUntil: 'commit' })
    await expect(page).toHaveURL((url) => url.pathname === privacy, { timeout: REDIRECT_MS })
    await expect(
      page.getByRole('dialog', { name: siteWords(SECOND_LANG).legal.privacy.title }),
    ).toBeVisible()
    await expect
      .poll(() => paints(page))
      .toContainEqual({ path: privacy, name: 'first-contentful-paint' })
    expect(await paints(page)).not.toContainEqual({
      path: '/privacy',
      name: 'first-contentful-paint',
    })
  })

  test('an explicit URL of the second language shows it even with the first saved', async ({
    page,
    request,
  }) => {
    await seedStorage(page, { [STORAGE.language]: storedLanguageOf(FIRST_LANG) })
    await page.goto(homeIn(SECOND_LANG))
    await expect(page).toHaveURL((url) => url.pathname === homeIn(SECOND_LANG))
    await expectRootIn(page, request, SECOND_LANG)
    await expectLanguageShown(page, SECOND_LANG, FIRST_LANG)
  })

  test('with nothing saved, / shows the first language and stays there', async ({ page }) => {
    await recordPaints(page)
    await page.goto('/')
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expectLanguageShown(page, FIRST_LANG, SECOND_LANG)
    await expect
      .poll(() => paints(page))
      .toContainEqual({ path: '/', name: 'first-contentful-paint' })
  })

  test('every language’s pages say its direction: right to left for a right-to-left script', async ({
    request,
  }) => {
    // The scripts of living languages written right to left (ISO 15924).
    const rightToLeft = ['Adlm', 'Arab', 'Hebr', 'Mand', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa']
    for (const lang of SITE_LANGS) {
      const script = new Intl.Locale(lang).maximize().script ?? ''
      const expected = rightToLeft.includes(script) ? 'rtl' : null
      for (const path of [homeIn(lang), `${homeIn(lang)}missing-page`]) {
        const html = await (await request.get(path)).text()
        const root = /<html[^>]*>/.exec(html)?.[0] ?? ''
        expect(root, path).toContain(`lang="${lang}"`)
        expect(/\sdir="([^"]+)"/.exec(root)?.[1] ?? null, path).toBe(expected)
      }
    }
  })
})

test.describe('the menu of three languages or more', () => {
  test.skip(!HAS_MENU, 'a site of one or two languages has no menu')

  test('lists every language by its own name, each in its language and leading to its page', async ({
    page,
  }) => {
    await page.goto(homeIn(FIRST_LANG))
    await languageSwitch(page).locator('summary').click()
    for (const lang of SITE_LANGS) {
      const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang
      const own = name.charAt(0).toLocaleUpperCase(lang) + name.slice(1)
      const entry = menuEntry(page, lang)
      await expect(entry, lang).toBeVisible()
      await expect(entry, lang).toHaveText(own)
      await expect(entry, lang).toHaveAttribute('href', homeIn(lang))
    }
    await expect(menuEntry(page, FIRST_LANG)).toHaveAttribute('aria-current', 'true')
  })

  test('a language chosen switches in place, keeping the reading place and a half-typed message, and is saved', async ({
    page,
    request,
  }) => {
    await page.goto(`${homeIn(FIRST_LANG)}#contact`)
    const draft = 'Half a sentence about the project, not sent yet'
    const before = await liveContactForm(page, FIRST_LANG)
    await before.field('message').fill(draft)
    await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }))

    await switchTo(page, THIRD_LANG)
    await expectLanguageShown(page, THIRD_LANG, FIRST_LANG)
    await expect(page).toHaveURL(
      (url) => url.pathname === homeIn(THIRD_LANG) && url.hash === '#contact',
    )
    await expectRootIn(page, request, THIRD_LANG)
    const after = await liveContactForm(page, THIRD_LANG)
    await expect(after.field('message')).toHaveValue(draft)
    // The reading place: the form the visitor was typing in is still in view.
    await expect(after.field('message')).toBeInViewport()
    expect(await readStorage(page, STORAGE.language)).toBe(storedLanguageOf(THIRD_LANG))
    expect(await page.evaluate(() => 'e2eSameDocument' in window)).toBe(true)
  })

  test('a saved choice of a later language is honoured before anything is painted', async ({
    page,
    request,
  }) => {
    await seedStorage(page, { [STORAGE.language]: storedLanguageOf(THIRD_LANG) })
    await recordPaints(page)
    await page.goto('/#contact', { waitUntil: 'commit' })
    await expect(page).toHaveURL(
      (url) => url.pathname === homeIn(THIRD_LANG) && url.hash === '#contact',
      { timeout: REDIRECT_MS },
    )
    await expectRootIn(page, request, THIRD_LANG)
    await expect
      .poll(() => paints(page))
      .toContainEqual({ path: homeIn(THIRD_LANG), name: 'first-contentful-paint' })
    expect(await paints(page)).not.toContainEqual({ path: '/', name: 'first-contentful-paint' })
  })
})
