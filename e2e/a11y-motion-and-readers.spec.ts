import { expect, test, type Page } from '@playwright/test'
import { expectSlideAfter, openCarousel, AUTOPLAY_DELAY } from './support/carousel'
import { sectionPositionsAfterClick } from './support/motion'
import { expectNothingScrollsSideways } from './support/sideways'
import { NARROW, WIDE } from './support/viewports'
import { HOME, LANGS, socialLinks, WORDS } from './support/words'
import { waitForPageSettled } from './support/settled'

test.describe('motion and layout', () => {
  /** How much of its width the reading-progress bar fills, 0 to 1. */
  const filled = (page: Page) =>
    page
      .getByTestId('scroll-progress')
      .locator('div')
      .evaluate((bar) => new DOMMatrixReadOnly(getComputedStyle(bar).transform).a)
  /**
   * Scrolls to `fraction` of the page, once what comes as it is read (pictures, late parts)
   * has settled its height; returns how far down the page that is.
   */
  const readTo = async (page: Page, fraction: number) => {
    const scroll = (at: number) =>
      page.evaluate(async (to) => {
        const share = () =>
          window.scrollY / (document.documentElement.scrollHeight - window.innerHeight)
        const nextFrames = () =>
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        // Sections laid out as the jump lands among them (content-visibility) can move the
        // page's end: jump again until a frame later the page is still where it was sent.
        for (let tries = 0; tries < 10; tries += 1) {
          const scrollable = document.documentElement.scrollHeight - window.innerHeight
          window.scrollTo({ top: scrollable * to, behavior: 'instant' })
          await nextFrames()
          if (Math.abs(share() - to) < 0.002) return
        }
      }, at)
    await scroll(fraction)
    await waitForPageSettled(page)
    await scroll(fraction)
    return page.evaluate(
      () => window.scrollY / (document.documentElement.scrollHeight - window.innerHeight),
    )
  }

  test('the reading-progress bar is empty at the top and follows the scroll to the end', async ({
    page,
  }) => {
    await page.setViewportSize(NARROW)
    await page.goto(HOME.en)
    await waitForPageSettled(page)
    expect(await filled(page)).toBe(0)
    const middle = await readTo(page, 0.5)
    await expect.poll(() => filled(page)).toBeCloseTo(middle, 2)
    await readTo(page, 1)
    await expect.poll(() => filled(page)).toBeCloseTo(1, 2)
  })

  test('the bar follows the page as it grows under a still reader', async ({ page }) => {
    // A stylesheet that comes late and makes the page longer, as the site's own late one can.
    await page.route('**/longer-page.css', (route) =>
      route.fulfill({
        contentType: 'text/css',
        body: 'body::after { content: ""; display: block; height: 1000vh }',
      }),
    )
    await page.setViewportSize(NARROW)
    await page.goto(HOME.en)
    await waitForPageSettled(page)
    const middle = await readTo(page, 0.5)
    await expect.poll(() => filled(page)).toBeCloseTo(middle, 2)
    await page.evaluate(() => {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = '/longer-page.css'
      document.head.append(link)
    })
    // The reader has not moved: the same scroll is now a smaller part of a longer page.
    const fraction = () =>
      page.evaluate(
        () => window.scrollY / (document.documentElement.scrollHeight - window.innerHeight),
      )
    await expect.poll(fraction).toBeLessThan(middle - 0.1)
    const now = await fraction()
    await expect.poll(() => filled(page)).toBeCloseTo(now, 2)
  })

  test('with reduced motion the bar jumps to the scroll, with no frame in between', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize(WIDE)
    await page.goto(HOME.es)
    await waitForPageSettled(page)
    // Everything that comes as the page is read has come: nothing moves the page while measured.
    await readTo(page, 1)
    const before = await readTo(page, 0.25)
    await expect.poll(() => filled(page)).toBeCloseTo(before, 2)
    // Every frame's bar for half a second after a scroll: where it was, or where it goes.
    const frames = await page.evaluate(async () => {
      const bar = document.querySelector('[data-testid="scroll-progress"] > div')
      if (!bar) return []
      const seen: number[] = []
      const scrollable = document.documentElement.scrollHeight - window.innerHeight
      window.scrollTo({ top: scrollable * 0.75, behavior: 'instant' })
      const start = performance.now()
      while (performance.now() - start < 500) {
        await new Promise((resolve) => requestAnimationFrame(resolve))
        seen.push(new DOMMatrixReadOnly(getComputedStyle(bar).transform).a)
      }
      return seen
    })
    const after = frames.at(-1) ?? Number.NaN
    expect(after).toBeGreaterThan(before + 0.25)
    const between = frames.filter(
      (value) => Math.abs(value - before) > 0.01 && Math.abs(value - after) > 0.01,
    )
    expect(between).toEqual([])
  })

  test('reduced motion turns off autoplay', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openCarousel(page, 'en')
    await expectSlideAfter(page, AUTOPLAY_DELAY * 3, 1, 'en')
  })

  test('reduced motion turns off smooth scrolling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize(WIDE)
    await page.goto('/')
    await waitForPageSettled(page)
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).not.toBe('smooth')
    const link = page
      .getByRole('navigation', { name: WORDS.es.nav.label, exact: true })
      .getByRole('link', { name: WORDS.es.nav.sections.contact, exact: true })
    const positions = await sectionPositionsAfterClick(link)
    expect(positions.length, `one jump, no animation: ${positions.join(' → ')}`).toBe(2)
    await expect(page.locator('#contact')).toBeInViewport()
  })

  for (const viewport of [NARROW, WIDE]) {
    test(`icon-only links and buttons are at least 24 x 24 px (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      await waitForPageSettled(page)
      const small = async () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('a[href], button, [role="button"]')]
            .filter((element) => {
              const box = element.getBoundingClientRect()
              const shown =
                box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
              // textContent: innerText is empty for a section the browser has not laid out yet.
              return shown && (element.textContent ?? '').trim() === ''
            })
            .map((element) => {
              const box = element.getBoundingClientRect()
              return { element, width: box.width, height: box.height }
            })
            .filter(({ width, height }) => width < 24 || height < 24)
            .map(
              ({ element, width, height }) =>
                `${element.getAttribute('aria-label') ?? element.outerHTML.slice(0, 80)}: ${Math.round(width)}x${Math.round(height)}`,
            ),
        )
      expect(await small(), 'icon-only targets under 24 x 24').toEqual([])
      await page.getByTestId('floating-menu').hover()
      expect(await small(), 'with the floating menu expanded').toEqual([])
    })
  }

  test('the hero wave is drawn by the compositor, not restyled on the main thread', async ({
    page,
    browser,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await browser.startTracing(page, { categories: ['blink.animations', 'devtools.timeline'] })
    // Not waiting for the load event: on a busy machine it can come after the wave's five
    // seconds, and a finished wave is no longer listed among the element's animations.
    await page.goto('/', { waitUntil: 'commit' })
    await page.waitForFunction(() =>
      document
        .querySelector('.hero-intro__wave')
        ?.getAnimations()
        .some((animation) => animation.playState === 'running'),
    )
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: Array<{
        name: string
        ph: string
        id2?: { local?: string }
        args?: { data?: { nodeName?: string; compositeFailed?: number } }
      }>
    }
    const animations = traceEvents.filter((event) => event.name === 'Animation')
    const wave = new Set(
      animations
        .filter(
          (event) => event.ph === 'b' && event.args?.data?.nodeName?.includes('hero-intro__wave'),
        )
        .map((event) => event.id2?.local),
    )
    expect(wave.size, 'the wave started once').toBe(1)
    // Chromium reports, per animation, why it could not hand it to the compositor.
    const failures = animations
      .filter((event) => event.ph === 'n' && wave.has(event.id2?.local))
      .map((event) => event.args?.data?.compositeFailed)
      .filter(Boolean)
    expect(failures, 'compositor failure reasons').toEqual([])
  })
})

test.describe('screen readers', () => {
  for (const lang of LANGS) {
    // The landing page's check at 320 px is here, on its one load; every other kind of page has
    // it in the spec that loads it (case studies, the projects index, articles and their index).
    test(`landmarks, one h1, headings in order and names in ${lang}; at 320 px nothing scrolls sideways`, async ({
      page,
    }) => {
      const t = WORDS[lang]
      const other = WORDS[lang === 'es' ? 'en' : 'es']
      await page.setViewportSize(WIDE)
      await page.goto(HOME[lang])
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('main')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toHaveCount(1)
      await expect(page.getByRole('navigation', { name: t.nav.label, exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      const levels = await page
        .getByRole('heading')
        .evaluateAll((headings) =>
          headings.map((h) => Number(h.tagName.slice(1)) || Number(h.getAttribute('aria-level'))),
        )
      expect(levels[0]).toBe(1)
      const skips = levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1)
      expect(skips, `heading levels ${levels.join(',')} never skip down`).toEqual([])
      const linked = new Set(socialLinks.map((link) => link.id))
      for (const id of ['github', 'linkedin', 'mail'] as const) {
        // The profiles the owner links, named in the page's language; none other.
        const named = page.getByRole('link', { name: t.social[id] })
        if (linked.has(id)) await expect(named.first()).toBeAttached()
        else await expect(named).toHaveCount(0)
        await expect(page.getByRole('link', { name: other.social[id] })).toHaveCount(0)
      }
      await expect(page.getByTestId('scroll-progress')).toHaveAttribute('aria-hidden', 'true')
      await expectNothingScrollsSideways(page)
    })
  }
})
