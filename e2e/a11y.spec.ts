import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import {
  activeSlide,
  carouselOf,
  expectSlideAfter,
  openCarousel,
  AUTOPLAY_DELAY,
} from './support/carousel'
import { contactForm, fillForm, toast, VALID_MESSAGE } from './support/contact-form'
import { scrollPositionsAfterClick } from './support/motion'
import { seedStorage } from './support/storage'
import {
  focusedStop,
  startKeyboardBefore,
  tabUntil,
  walkTabOrder,
  type TabStop,
} from './support/tab-walk'
import { NARROW, SMALLEST, WIDE } from './support/viewports'
import { HOME, LANGS, STORAGE, WORDS, type Lang } from './support/words'

type Theme = 'light' | 'dark'

async function open(page: Page, path: string, theme: Theme, viewport = WIDE): Promise<void> {
  await seedStorage(page, { [STORAGE.theme]: theme })
  await page.setViewportSize(viewport)
  await page.goto(path)
  await page.waitForLoadState('networkidle')
}

test.describe('axe: zero WCAG 2.2 A/AA violations', () => {
  for (const lang of LANGS) {
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of [NARROW, WIDE]) {
        test(`${lang}, ${theme}, ${viewport.width} px`, async ({ page }) => {
          await open(page, HOME[lang], theme, viewport)
          await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`))
          await expectNoAxeViolations(page)
        })
      }
    }
  }

  const dialogs = [
    { path: '/privacy', lang: 'es', page: 'privacy', theme: 'light' },
    { path: '/en/imprint', lang: 'en', page: 'imprint', theme: 'dark' },
  ] as const
  for (const legal of dialogs) {
    test(`legal dialog open: ${legal.path}, ${legal.theme}`, async ({ page }) => {
      await open(page, legal.path, legal.theme)
      await expect(
        page.getByRole('dialog', { name: WORDS[legal.lang].legal[legal.page].title }),
      ).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }

  const errorCases: Array<{ lang: Lang; theme: Theme }> = [
    { lang: 'es', theme: 'dark' },
    { lang: 'en', theme: 'light' },
  ]
  for (const { lang, theme } of errorCases) {
    test(`form showing its errors: ${lang}, ${theme}`, async ({ page }) => {
      await open(page, `${HOME[lang]}#contact`, theme, NARROW)
      const form = contactForm(page, lang)
      await form.send.click()
      await expect(form.field('name')).toHaveAttribute('aria-invalid', 'true')
      await expectNoAxeViolations(page)
    })
  }

  test('toast visible: es, dark', async ({ page }) => {
    await open(page, '/#contact', 'dark')
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '' }))
    const form = contactForm(page, 'es')
    await fillForm(page, 'es', VALID_MESSAGE)
    await form.consent.check()
    await form.send.click()
    const failed = toast(page, WORDS.es.contact.failed)
    await expect(failed).toBeVisible()
    // A hovered toast holds its 5000 ms timer, so it stays up however long the audit takes.
    await failed.getByText(WORDS.es.contact.failed).hover()
    await expectNoAxeViolations(page)
    await expect(failed).toBeVisible()
  })

  for (const { lang, theme, viewport } of [
    { lang: 'en', theme: 'dark', viewport: WIDE },
    { lang: 'es', theme: 'light', viewport: NARROW },
  ] as const) {
    test(`floating menu expanded: ${lang}, ${theme}, ${viewport.width} px`, async ({ page }) => {
      await open(page, HOME[lang], theme, viewport)
      const menu = page.getByTestId('floating-menu')
      await menu.hover()
      await expect(menu.getByRole('link', { name: WORDS[lang].social.github })).toBeVisible()
      await expectNoAxeViolations(page)
      await expect(menu.getByRole('link', { name: WORDS[lang].social.github })).toBeVisible()
    })
  }

  for (const { lang, theme } of [
    { lang: 'es', theme: 'light' },
    { lang: 'en', theme: 'dark' },
  ] as const) {
    test(`404 page: ${lang}, ${theme}`, async ({ page }) => {
      await open(page, `${lang === 'en' ? '/en' : ''}/missing-page`, theme)
      await expect(page.getByText('Unexpected Application Error!')).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('keyboard', () => {
  for (const lang of LANGS) {
    test(`the skip link is the first tab stop and moves focus to main (${lang})`, async ({
      page,
    }) => {
      await page.goto(HOME[lang])
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: WORDS[lang].skipLink })
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('main')).toBeFocused()
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true)
    })
  }

  const walks: Array<{ lang: Lang; viewport: typeof WIDE }> = [
    { lang: 'es', viewport: WIDE },
    { lang: 'en', viewport: NARROW },
  ]
  for (const { lang, viewport } of walks) {
    test(`tab order reaches every control in a logical order (${lang}, ${viewport.width} px)`, async ({
      page,
    }) => {
      const t = WORDS[lang]
      await page.setViewportSize(viewport)
      test.slow()
      await page.goto(HOME[lang])
      await page.waitForLoadState('networkidle')
      const stops = await walkTabOrder(page)
      const indexOf = (what: string, matches: (stop: TabStop) => boolean) => {
        const index = stops.findIndex(matches)
        expect(index, `${what} is reachable by Tab`).toBeGreaterThanOrEqual(0)
        return index
      }
      expect(stops[0]?.name).toBe(t.skipLink)
      const language = indexOf('language toggle', (s) => s.ownTestId === 'language-toggle')
      indexOf('theme toggle', (s) => s.ownTestId === 'theme-toggle')
      const nav = Object.entries(t.nav.sections).map(([id, label]) =>
        indexOf(`nav link ${id}`, (s) => s.tag === 'a' && s.name === label),
      )
      expect(nav, 'nav links in page order').toEqual([...nav].sort((a, b) => a - b))
      const fields = (['name', 'email', 'subject', 'message'] as const).map((field) =>
        indexOf(
          `${field} field`,
          (s) =>
            s.testIds.includes('contact-form') && s.name.startsWith(t.contact.fields[field].label),
        ),
      )
      const consent = indexOf(
        'consent',
        (s) => s.testIds.includes('contact-form') && s.name.includes(t.contact.consent),
      )
      const send = indexOf(
        'send button',
        (s) => s.testIds.includes('contact-form') && s.name === t.contact.send,
      )
      const form = [...fields, consent, send]
      expect(form, 'form controls in reading order').toEqual([...form].sort((a, b) => a - b))
      expect(Math.max(language, ...nav)).toBeLessThan(fields[0] ?? 0)
      if (viewport === WIDE) {
        const carousel = indexOf(
          'carousel pause control',
          (s) => s.testIds.includes('project-carousel') && s.name === t.projects.carousel.pause,
        )
        expect(carousel).toBeLessThan(fields[0] ?? 0)
      }
      expect(
        stops.filter((s) => s.fieldName === 'website'),
        'honeypot never focused',
      ).toEqual([])
    })

    test(`every tab stop shows a visible focus indicator (${lang}, ${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      test.slow()
      await page.goto(HOME[lang])
      await page.waitForLoadState('networkidle')
      const stops = await walkTabOrder(page)
      expect(stops.length).toBeGreaterThan(10)
      const unmarked = stops.filter((s) => !s.hasFocusIndicator).map((s) => `${s.path} "${s.name}"`)
      expect(unmarked, 'tab stops without a 2 px outline or a focus ring').toEqual([])
    })
  }

  test('the floating menu opens on focus and closes on Escape', async ({ page }) => {
    await page.setViewportSize(WIDE)
    await page.goto('/en/')
    const menu = page.getByTestId('floating-menu')
    const github = menu.getByRole('link', { name: WORDS.en.social.github })
    await expect(github).toBeHidden()
    expect(
      await tabUntil(page, (s) => s.testIds.includes('floating-menu'), { backwards: true }),
    ).toBe(true)
    await expect(github).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(github).toBeHidden()
  })

  test('the legal dialog traps focus, closes on Escape and returns focus to its opener', async ({
    page,
  }) => {
    const t = WORDS.es
    await page.setViewportSize(WIDE)
    await page.goto('/#contact')
    await page.waitForLoadState('networkidle')
    const form = page.getByTestId('contact-form')
    const opener = form
      .getByRole('link', { name: t.contact.privacyNote.link })
      .or(form.getByRole('button', { name: t.contact.privacyNote.link }))
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: t.legal.privacy.title })
    await expect(dialog).toBeVisible()
    await expect.poll(async () => (await focusedStop(page))?.inDialog).toBe(true)
    // The modal makes the page behind it inert: Tab cycles through the dialog, and may pass
    // through the browser's own UI (no element focused) on the way round, but never lands
    // on the page behind it.
    for (const key of ['Tab', 'Shift+Tab']) {
      let landedInDialog = 0
      for (let i = 0; i < 6; i += 1) {
        await page.keyboard.press(key)
        const stop = await focusedStop(page)
        expect(stop === null || stop.inDialog, `${key} #${i + 1} landed on ${stop?.path}`).toBe(
          true,
        )
        if (stop?.inDialog) landedInDialog += 1
      }
      expect(landedInDialog, `${key} keeps coming back to the dialog`).toBeGreaterThan(0)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(opener).toBeFocused()
  })

  test('the carousel stops autoplay while it has keyboard focus', async ({ page }) => {
    await openCarousel(page)
    await startKeyboardBefore(carouselOf(page))
    const start = await activeSlide(carouselOf(page), 'es')
    expect(await tabUntil(page, (s) => s.testIds.includes('project-carousel'))).toBe(true)
    await expectSlideAfter(page, AUTOPLAY_DELAY * 3, start ?? 1)
    await expect(carouselOf(page)).toBeVisible()
  })
})

test.describe('motion and layout', () => {
  test('reduced motion turns off autoplay', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openCarousel(page, 'en')
    await expectSlideAfter(page, AUTOPLAY_DELAY * 3, 1, 'en')
  })

  test('reduced motion turns off smooth scrolling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize(WIDE)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).not.toBe('smooth')
    const link = page
      .getByRole('navigation', { name: WORDS.es.nav.label, exact: true })
      .getByRole('link', { name: WORDS.es.nav.sections.contact, exact: true })
    const positions = await scrollPositionsAfterClick(link)
    expect(positions.length, `one jump, no animation: ${positions.join(' → ')}`).toBe(2)
    await expect(page.locator('#contact')).toBeInViewport()
  })

  for (const lang of LANGS) {
    test(`at 320 px nothing scrolls sideways (${lang})`, async ({ page }) => {
      await page.setViewportSize(SMALLEST)
      await page.goto(HOME[lang])
      await page.waitForLoadState('networkidle')
      const overflow = await page.evaluate(() => {
        const width = window.innerWidth
        // Boxes, or content inside boxes (text too), reaching past the right edge.
        const wider = [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((element) => {
            const box = element.getBoundingClientRect()
            return element.clientWidth > 1 && box.left + element.scrollWidth > width + 0.5
          })
          .filter((element) => getComputedStyle(element).overflowX === 'visible')
          .slice(-5)
          .map((element) => {
            const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`
            const reach = element.getBoundingClientRect().left + element.scrollWidth
            return `${name} reaches ${Math.round(reach)}`
          })
        return { page: document.documentElement.scrollWidth, window: width, wider }
      })
      expect(
        overflow.page,
        `wider than the window: ${overflow.wider.join(', ')}`,
      ).toBeLessThanOrEqual(overflow.window)
    })
  }

  for (const viewport of [NARROW, WIDE]) {
    test(`icon-only links and buttons are at least 24 x 24 px (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      await page.waitForLoadState('networkidle')
      const small = async () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('a[href], button, [role="button"]')]
            .filter((element) => {
              const box = element.getBoundingClientRect()
              const shown =
                box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
              return shown && element.innerText.trim() === ''
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
})

test.describe('screen readers', () => {
  for (const lang of LANGS) {
    test(`landmarks, one h1, headings in order and names in ${lang}`, async ({ page }) => {
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
      for (const id of ['github', 'linkedin', 'mail'] as const) {
        await expect(page.getByRole('link', { name: t.social[id] }).first()).toBeAttached()
        await expect(page.getByRole('link', { name: other.social[id] })).toHaveCount(0)
      }
      await expect(page.getByTestId('scroll-progress')).toHaveAttribute('aria-hidden', 'true')
    })
  }
})
