import { expect, test, type Page } from '@playwright/test'
import { contactForm, liveContactForm } from './support/contact-form'
import { waitForPageSettled } from './support/settled'
import { activeSlide, carouselOf, openCarousel } from './support/carousel'
import { freezeClock } from './support/clock'
import { chunkOf } from './support/chunks'
import { holdTheCode, projectsCode } from './support/hold-code'
import { waitForHydration } from './support/hydration'
import { wordsChunkOf } from './support/words-chunk'
import { WIDE } from './support/viewports'
import { HOME, isShown, projects, SHOWN_SECTIONS, sectionTexts, WORDS } from './support/words'

/**
 * The sections that only show words, and the lines between sections, are prerendered HTML no
 * React root owns: their code is never fetched (src/islands/static-part.tsx). Their modules'
 * chunk names, as the bundler names them.
 */
const STATIC_SECTION_CHUNKS =
  /\/(left-side-bar|hero-intro|right-side-bar|quote-banner|tech-stack|about-me|services-section|testimonials-section|radial-gradient|divider)-[\w-]+\.js$/

function scriptsRequested(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname)
  })
  return urls
}

/** Presses the language toggle the visitor sees, from the keyboard, without scrolling to it. */
async function switchLanguageInPlace(page: Page) {
  await page.evaluate(() => {
    const toggles = [...document.querySelectorAll<HTMLElement>('[data-testid="language-toggle"]')]
    toggles.find((toggle) => toggle.checkVisibility())?.focus({ preventScroll: true })
  })
  await page.keyboard.press('Enter')
}

test('the static sections’ code is never fetched, and the form’s only as the visitor nears it', async ({
  page,
}) => {
  const scripts = scriptsRequested(page)
  await page.goto(HOME.es)
  await waitForPageSettled(page)
  expect(scripts.filter((url) => STATIC_SECTION_CHUNKS.test(url))).toEqual([])
  const form = contactForm(page, 'es').form
  const formTop = await form.evaluate((element) => element.getBoundingClientRect().top)
  const viewport = page.viewportSize()?.height ?? 0
  // Far below the first screen, the form stays prerendered HTML until the visitor comes near.
  if (formTop > 2 * viewport) await expect(form).not.toHaveAttribute('data-hydrated', 'true')
  await liveContactForm(page, 'es')
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await waitForPageSettled(page)
  expect(scripts.filter((url) => STATIC_SECTION_CHUNKS.test(url))).toEqual([])
})

test('the static parts are styled though their code never comes: each one’s outer elements have rules', async ({
  page,
}) => {
  await page.goto(HOME.es)
  await waitForPageSettled(page)
  const unstyled = await page.evaluate(() => {
    const selectors: string[] = []
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        // The printed page's rules name the parts too; the screen's are the ones that count.
        if (rule instanceof CSSMediaRule && rule.media.mediaText.trim() === 'print') continue
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText)
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules)
      }
    }
    for (const sheet of document.styleSheets) collect(sheet.cssRules)
    const text = selectors.join(' ')
    const hasRule = (name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(text)
    const parts = [...document.querySelectorAll('[data-static]')]
    return parts.flatMap((part) =>
      [...part.children]
        .filter((element) => element.classList.length > 0)
        .filter((element) => ![...element.classList].some(hasRule))
        .map((element) => `${part.getAttribute('data-static')}: ${element.className}`),
    )
  })
  expect(unstyled).toEqual([])
})

test('the entry is fetched once: no island’s code preloads it again as they wake', async ({
  page,
}) => {
  await page.setViewportSize(WIDE)
  await page.goto(HOME.en)
  await waitForPageSettled(page)
  for (const id of SHOWN_SECTIONS) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded()
    await waitForPageSettled(page)
  }
  // Some engines (WebKit) fetch a module anew for a preload of one the page already runs.
  const { entries, preloads } = await page.evaluate(() => ({
    entries: [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map(
      (script) => script.src,
    ),
    preloads: [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.href,
    ),
  }))
  expect(entries).toHaveLength(1)
  expect(preloads.filter((href) => entries.includes(href))).toEqual([])
})

test('the projects’ code comes as the visitor nears them; a press made before it arrives still turns the carousel', async ({
  page,
}) => {
  test.skip(!isShown('projects') || projects.length < 2, 'the carousel turns between two projects')
  await page.setViewportSize(WIDE)
  const scripts = scriptsRequested(page)
  const release = await holdTheCode(page, projectsCode())
  await page.clock.install()
  await page.goto(HOME.en)
  // Not the network going quiet: where the projects sit near the top, their held chunk is
  // asked for at once. The page's own code is enough.
  await waitForHydration(page.getByTestId('language-toggle').first())
  // No autoplay: only the press may turn the carousel.
  await freezeClock(page)
  const carousel = carouselOf(page)
  const top = await carousel.evaluate((element) => element.getBoundingClientRect().top)
  // Far below the first screen, nothing of the projects' code has been asked for.
  if (top > 2 * WIDE.height) expect(scripts.filter((url) => projectsCode().test(url))).toEqual([])

  await carousel.scrollIntoViewIfNeeded()
  await expect.poll(() => scripts.some((url) => projectsCode().test(url))).toBe(true)
  // The code is on its way, held back: the press lands on the prerendered button.
  await carousel.getByRole('button', { name: WORDS.en.projects.carousel.next, exact: true }).click()
  release()
  await expect.poll(() => activeSlide(carousel, 'en')).toBe(2)
})

test('a page fetches its own language’s words only; the other’s come with the switch', async ({
  page,
  request,
}) => {
  const spanish = await wordsChunkOf(request, HOME.es)
  const english = await wordsChunkOf(request, HOME.en)
  expect(english).not.toBe(spanish)
  const scripts = scriptsRequested(page)
  await page.goto(HOME.es)
  await waitForPageSettled(page)
  expect(scripts).toContain(spanish)
  expect(scripts).not.toContain(english)
  await switchLanguageInPlace(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect(scripts).toContain(english)
})

test('the words fetched with the page leave the form’s and the legal texts to the parts that show them', async ({
  request,
}) => {
  const chunk = await (await request.get(await wordsChunkOf(request, HOME.es))).text()
  // The navigation's words are there, written as the page's other words would be.
  expect(chunk).toContain(WORDS.es.nav.label)
  expect(chunk).toContain(WORDS.es.language.toggleLabel)
  expect(chunk).not.toContain(WORDS.es.contact.sent)
  expect(chunk).not.toContain(WORDS.es.legal.imprint.title)
})

test('a technology’s name shows over its logo from the first hover, the tooltips’ code fetched only then', async ({
  page,
}) => {
  const scripts = scriptsRequested(page)
  const tooltipsCode = (url: string) => chunkOf('src/ui/tooltip-behavior').test(url)
  // The moving deck's tiles are named by tooltips alone, whatever else the owner shows.
  await openCarousel(page, 'en')
  expect(scripts.filter(tooltipsCode)).toEqual([])
  const logo = page.locator('main .tooltip > [aria-label]').filter({ visible: true }).first()
  const name = await logo.getAttribute('aria-label')
  if (!name) throw new Error('no technology logo is shown')
  const bubble = logo.locator('xpath=..').locator('.tooltip__bubble')
  await logo.hover()
  await expect(bubble).toBeVisible()
  await expect(bubble).toHaveText(name)
  expect(scripts.filter(tooltipsCode)).toHaveLength(1)
  // Escape closes it while the pointer stays (WCAG 1.4.13).
  await page.keyboard.press('Escape')
  await expect(bubble).toBeHidden()
})

test('a language switch changes every word in place, keeping the reading place and a half-typed message', async ({
  page,
}) => {
  await page.goto(HOME.es)
  await waitForPageSettled(page)
  const form = await liveContactForm(page, 'es')
  const typed = 'Ana María, a medio escribir'
  await form.field('name').fill(typed)

  // A section in the middle of the page, its top a little above the viewport's.
  const middle = SHOWN_SECTIONS.filter((id) => id !== 'home' && id !== 'contact')
  const anchorId = middle[Math.floor(middle.length / 2)] ?? 'contact'
  const anchor = page.locator(`#${anchorId}`)
  // What scrolling sets off (the bar turning sticky, sections laid out as they near the view)
  // settles first: the switch keeps what is read. The page may still move after a jump (from
  // the form, where filling it took the page, up past sections not laid out yet), so it jumps
  // again until the section spans the viewport's top, which the switch then keeps in place.
  const topBefore = await anchor.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    const settled = async () => {
      let top = Number.NaN
      while (top !== element.getBoundingClientRect().top) {
        top = element.getBoundingClientRect().top
        await frame()
        await frame()
      }
      return top
    }
    for (let tries = 0; tries < 10; tries += 1) {
      window.scrollBy({ top: element.getBoundingClientRect().top + 40, behavior: 'instant' })
      const top = await settled()
      if (top < 0 && element.getBoundingClientRect().bottom > 0) return top
    }
    return settled()
  })
  expect(topBefore, 'the section spans the top of the viewport').toBeLessThan(0)
  // Marks every static part's first element, to find the very same ones after the switch.
  const parts = await page.evaluate(() => {
    const elements = [...document.querySelectorAll('[data-static] > *')]
    for (const element of elements) (element as { kept?: boolean } & Element).kept = true
    return elements.length
  })

  await switchLanguageInPlace(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveURL(HOME.en)
  for (const text of sectionTexts('en')) await expect(page.locator('body')).toContainText(text)
  expect(
    await page.evaluate(
      () =>
        [...document.querySelectorAll('[data-static] > *')].filter(
          (element) => (element as { kept?: boolean } & Element).kept,
        ).length,
    ),
  ).toBe(parts)
  const topAfter = await anchor.evaluate((element) => element.getBoundingClientRect().top)
  expect(Math.abs(topAfter - topBefore)).toBeLessThanOrEqual(2)
  // Found by its name: its label is in English now.
  await expect(form.form.locator('[name="name"]')).toHaveValue(typed)
})

test('a switch made before the islands’ code has come keeps their prerendered HTML: no loading note, the same form', async ({
  page,
}) => {
  await page.goto(HOME.es)
  await waitForPageSettled(page)
  const { form } = contactForm(page, 'es')
  // Far below the first screen, the form is still the prerendered HTML, its code not asked for.
  const viewport = page.viewportSize()?.height ?? 0
  const formTop = await form.evaluate((element) => element.getBoundingClientRect().top)
  test.skip(formTop <= 2 * viewport, 'this owner’s form is near enough to wake with the page')
  await expect(form).not.toHaveAttribute('data-hydrated', 'true')
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { loadingNotes: seen, prerenderedForm: document.querySelector('form') })
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && node.closest('[data-lazy-fallback]'))
            seen.push(node.outerHTML)
        }
      }
    }).observe(document.body, { childList: true, subtree: true })
  })
  await waitForHydration(page.locator('[data-testid="language-toggle"]:visible'))
  await switchLanguageInPlace(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(contactForm(page, 'en').send).toBeVisible()
  expect(
    await page.evaluate(() => {
      const { loadingNotes, prerenderedForm } = window as unknown as {
        loadingNotes: string[]
        prerenderedForm: Element | null
      }
      return { loadingNotes, sameForm: document.querySelector('form') === prerenderedForm }
    }),
  ).toEqual({ loadingNotes: [], sameForm: true })
})

test('an island’s code that cannot come (a new deploy) reloads the page once, never in a loop', async ({
  page,
}) => {
  test.skip(!isShown('projects'), 'the projects are an island that wakes as the visitor nears it')
  const failed: string[] = []
  await page.route(projectsCode(), (route) => {
    failed.push(route.request().url())
    return route.abort()
  })
  let loads = 0
  page.on('load', () => loads++)
  await page.goto(HOME.es)
  await waitForPageSettled(page)
  const reloaded = page.waitForEvent('load')
  await page.locator('#projects').scrollIntoViewIfNeeded()
  await reloaded
  await waitForPageSettled(page)
  // The reload asked for the new build; this chunk is gone there too, so the page stays.
  await page.locator('#projects').scrollIntoViewIfNeeded()
  await expect.poll(() => failed.length).toBe(2)
  await waitForPageSettled(page)
  expect(loads).toBe(2)
  await expect(page.locator('#projects')).toContainText(projects[0]?.words.es.title ?? '')
})
