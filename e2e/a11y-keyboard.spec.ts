import { expect, test } from '@playwright/test'
import {
  activeSlide,
  carouselOf,
  expectSlideAfter,
  openCarousel,
  AUTOPLAY_DELAY,
} from './support/carousel'
import {
  focusedStop,
  startKeyboardBefore,
  tabUntil,
  walkTabOrder,
  type TabStop,
} from './support/tab-walk'
import { waitForHydration } from './support/hydration'
import { NARROW, WIDE } from './support/viewports'
import {
  HOME,
  isShown,
  LANGS,
  SHOWN_SECTIONS,
  socialLinks,
  WORDS,
  type Lang,
} from './support/words'
import { waitForPageSettled } from './support/settled'

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
    test(`tab order reaches every control in a logical order, each stop visibly focused (${lang}, ${viewport.width} px)`, async ({
      page,
    }) => {
      const t = WORDS[lang]
      await page.setViewportSize(viewport)
      test.slow()
      await page.goto(HOME[lang])
      await waitForPageSettled(page)
      const stops = await walkTabOrder(page)
      const indexOf = (what: string, matches: (stop: TabStop) => boolean) => {
        const index = stops.findIndex(matches)
        expect(index, `${what} is reachable by Tab`).toBeGreaterThanOrEqual(0)
        return index
      }
      expect(stops[0]?.name).toBe(t.skipLink)
      const language = indexOf('language toggle', (s) => s.ownTestId === 'language-toggle')
      indexOf('theme toggle', (s) => s.ownTestId === 'theme-toggle')
      const nav = SHOWN_SECTIONS.map((id) =>
        indexOf(`nav link ${id}`, (s) => s.tag === 'a' && s.name === t.nav.sections[id]),
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
      if (viewport === WIDE && isShown('projects')) {
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
      // One walk serves both checks: it is the slowest part of the keyboard tests.
      const unmarked = stops.filter((s) => !s.hasFocusIndicator).map((s) => `${s.path} "${s.name}"`)
      expect(unmarked, 'tab stops without a 2 px outline or a focus ring').toEqual([])
    })
  }

  test('the floating menu opens on focus and closes on Escape', async ({ page }) => {
    await page.setViewportSize(WIDE)
    await page.goto('/en/')
    const menu = page.getByTestId('floating-menu')
    // The owner's first quick link: a profile, or the e-mail every owner has.
    const first = menu.getByRole('link', { name: WORDS.en.social[socialLinks[0]?.id ?? 'mail'] })
    await expect(first).toBeHidden()
    expect(
      await tabUntil(page, (s) => s.testIds.includes('floating-menu'), { backwards: true }),
    ).toBe(true)
    await expect(first).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(first).toBeHidden()
  })

  test('the legal dialog traps focus, closes on Escape and returns focus to its opener', async ({
    page,
  }) => {
    const t = WORDS.es
    await page.setViewportSize(WIDE)
    await page.goto('/#contact')
    await waitForPageSettled(page)
    const form = page.getByTestId('contact-form')
    const opener = form
      .getByRole('link', { name: t.contact.privacyNote.link })
      .or(form.getByRole('button', { name: t.contact.privacyNote.link }))
    // Before hydration the link is a plain link to the privacy page, which opens it there.
    await waitForHydration(opener)
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
