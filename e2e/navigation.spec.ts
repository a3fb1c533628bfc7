import { expect, test, type Locator, type Page } from '@playwright/test'
import { profile } from './support/content'
import { tabUntil } from './support/tab-walk'
import { COMPACT_MAX, TOP_NAV_MIN, WIDE } from './support/viewports'
import {
  FIRST_LANG,
  homeIn,
  SECOND_LANG,
  SHOWN_SECTIONS,
  SITE_LANGS,
  siteWords,
  socialLinks,
} from './support/words'
import { waitForPageSettled } from './support/settled'

/** The first language's words: the page at `/` shows them. */
const t = siteWords(FIRST_LANG)

/** The site's one navigation: a bar at the top of wide windows, at the bottom of narrow ones. */
function topNav(page: Page): Locator {
  return page.getByRole('navigation', { name: t.nav.label, exact: true })
}

/** Which edge of the window the navigation sits on, and whether it shows the owner's name. */
async function barPlace(page: Page): Promise<{ edge: 'top' | 'bottom'; brand: boolean }> {
  const bar = topNav(page)
  const box = await bar.boundingBox()
  const viewport = page.viewportSize()
  if (!box || !viewport) throw new Error('the navigation has no box')
  const brand = await bar.getByRole('link', { name: profile.name, exact: true }).isVisible()
  return { edge: box.y + box.height / 2 < viewport.height / 2 ? 'top' : 'bottom', brand }
}
/** The section furthest down the page that the navigation links: a click must scroll to it. */
const LAST_SECTION = SHOWN_SECTIONS[SHOWN_SECTIONS.length - 1] ?? 'contact'
/** The section after the hero, whichever the owner put there. */
const SECOND_SECTION = SHOWN_SECTIONS[1] ?? 'contact'

function navLink(nav: Locator, id: (typeof SHOWN_SECTIONS)[number]): Locator {
  return nav.getByRole('link', { name: t.nav.sections[id], exact: true })
}

/**
 * Scrolls to `y`, or to the end of a page shorter than that. The page's parts can still change
 * height as they wake, and the browser then moves the scroll to keep what is on screen in
 * place, so the scroll is asked for again until it holds.
 */
async function scrollToY(page: Page, y: number): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((top) => {
        const target = Math.min(top, document.documentElement.scrollHeight - window.innerHeight)
        window.scrollTo({ top: target, behavior: 'instant' })
        return Math.round(window.scrollY) === Math.round(target)
      }, y),
    )
    .toBe(true)
}

/** What the top bar looks like: its box, shape and classes, and those of its wrapper. */
async function barLook(nav: Locator): Promise<string> {
  return nav.evaluate((element) => {
    const parts = [element, element.parentElement, element.firstElementChild].map((node) => {
      if (!node) return ''
      const style = getComputedStyle(node)
      const box = node.getBoundingClientRect()
      return [
        node.className,
        Math.round(box.width),
        style.position,
        style.borderRadius,
        style.boxShadow,
        style.backgroundColor,
        ...[...node.attributes].filter((a) => a.name.startsWith('data-')).map((a) => a.value),
      ].join('|')
    })
    return parts.join(' / ')
  })
}

test.describe('navigation', () => {
  test('at 1440 px the top bar shows and turns into a pill past 10 % of the window height', async ({
    page,
  }) => {
    await page.setViewportSize(WIDE)
    await page.goto('/')
    await expect(topNav(page)).toBeVisible()
    expect(await barPlace(page)).toEqual({ edge: 'top', brand: true })
    for (const id of SHOWN_SECTIONS) {
      await expect(navLink(topNav(page), id)).toHaveAttribute('href', `#${id}`)
    }
    await waitForPageSettled(page)
    const atTop = await barLook(topNav(page))

    await scrollToY(page, WIDE.height * 0.05)
    await expect.poll(() => barLook(topNav(page))).toBe(atTop)

    await scrollToY(page, WIDE.height * 0.2)
    await expect.poll(() => barLook(topNav(page))).not.toBe(atTop)

    // Sticky: still in the window far down the page.
    await scrollToY(page, WIDE.height * 3)
    await expect(topNav(page)).toBeInViewport()

    await scrollToY(page, 0)
    await expect.poll(() => barLook(topNav(page))).toBe(atTop)
  })

  for (const lang of SITE_LANGS) {
    test(`at 1440 px the pill holds every link of the top bar and its language toggle (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize(WIDE)
      await page.goto(homeIn(lang))
      await waitForPageSettled(page)
      await scrollToY(page, WIDE.height * 3)
      const nav = page.getByRole('navigation', { name: siteWords(lang).nav.label, exact: true })
      await expect(nav).toHaveAttribute('data-sticky', 'true')
      // What lies past the pill's rounded edge, once it has finished narrowing.
      const outside = await nav.evaluate(async (element) => {
        const pill = element.firstElementChild
        if (!pill) return ['no pill']
        await Promise.all(pill.getAnimations().map((animation) => animation.finished))
        const edge = pill.getBoundingClientRect()
        return [...element.querySelectorAll('a, button')]
          .filter((control) => {
            const box = control.getBoundingClientRect()
            return box.left < edge.left - 0.5 || box.right > edge.right + 0.5
          })
          .map((control) => control.textContent ?? '')
      })
      expect(outside).toEqual([])
    })
  }

  // The narrowest top bar, and a tablet held sideways.
  for (const viewport of [TOP_NAV_MIN, { width: 1180, height: 820 }])
    for (const lang of SITE_LANGS)
      test(`at ${viewport.width} px the top bar never scrolls the page sideways, and each of its links can be reached, its focus ring whole (${lang})`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        await page.goto(homeIn(lang))
        await waitForPageSettled(page)
        const nav = page.getByRole('navigation', { name: siteWords(lang).nav.label, exact: true })
        for (const [y, sticky] of [
          [0, false],
          [viewport.height * 3, true],
        ] as const) {
          await scrollToY(page, y)
          if (sticky) await expect(nav).toHaveAttribute('data-sticky', 'true')
          else await expect(nav).not.toHaveAttribute('data-sticky')
          const problems = await nav.evaluate(async (element) => {
            const pill = element.firstElementChild
            if (!pill) return ['no bar']
            await Promise.all(pill.getAnimations().map((animation) => animation.finished))
            const found: string[] = []
            const { scrollWidth, clientWidth } = document.documentElement
            if (scrollWidth > clientWidth) found.push(`page ${scrollWidth} px wide`)
            // Each control, once focused (so scrolled into view where it can be), stands
            // wholly within the bar and the window.
            for (const control of element.querySelectorAll<HTMLElement>('a, button')) {
              control.focus()
              const box = control.getBoundingClientRect()
              const edge = pill.getBoundingClientRect()
              const left = Math.max(edge.left, 0)
              const right = Math.min(edge.right, clientWidth)
              if (box.left < left - 0.5 || box.right > right + 0.5)
                found.push(`${control.textContent ?? ''} at ${box.left}–${box.right}`)
              // Its focus ring, outline and offset, is not cut off by the row it scrolls in.
              const ring =
                parseFloat(getComputedStyle(control).outlineWidth) +
                parseFloat(getComputedStyle(control).outlineOffset)
              const row = control.closest('ul')?.getBoundingClientRect()
              if (row && (box.top - ring < row.top - 0.5 || box.bottom + ring > row.bottom + 0.5))
                found.push(`${control.textContent ?? ''}'s focus ring cut off`)
            }
            ;(document.activeElement as HTMLElement | null)?.blur()
            return found
          })
          expect(problems, `with the bar ${sticky ? 'floating' : 'at the top'}`).toEqual([])
        }
      })

  test("at 1025 px the navigation is the top bar, with the owner's name", async ({ page }) => {
    await page.setViewportSize(TOP_NAV_MIN)
    await page.goto('/')
    await expect(topNav(page)).toBeVisible()
    expect(await barPlace(page)).toEqual({ edge: 'top', brand: true })
  })

  test('at 1024 px the navigation is a bar fixed at the bottom, without the name', async ({
    page,
  }) => {
    await page.setViewportSize(COMPACT_MAX)
    await page.goto('/')
    const bar = topNav(page)
    await expect(bar).toBeVisible()
    expect(await barPlace(page)).toEqual({ edge: 'bottom', brand: false })
    // Fixed along the bottom edge, on screen however far the page scrolls.
    const box = await bar.boundingBox()
    const bottom = box ? box.y + box.height : 0
    expect(bottom).toBeGreaterThan(COMPACT_MAX.height * 0.85)
    expect(bottom).toBeLessThanOrEqual(COMPACT_MAX.height)
    await scrollToY(page, COMPACT_MAX.height * 2)
    await expect(bar).toBeInViewport({ ratio: 1 })
    for (const id of SHOWN_SECTIONS) {
      await expect(navLink(bar, id)).toBeVisible()
    }
    await expect(page.getByTestId('language-toggle').filter({ visible: true })).toHaveCount(1)
  })

  for (const viewport of [WIDE, COMPACT_MAX]) {
    test(`at ${viewport.width} px a clicked link becomes the current one`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      const nav = topNav(page)
      await expect(navLink(nav, 'home')).toHaveAttribute('aria-current', 'true')
      await navLink(nav, LAST_SECTION).click()
      await expect(navLink(nav, LAST_SECTION)).toHaveAttribute('aria-current', 'true')
      await expect(navLink(nav, 'home')).not.toHaveAttribute('aria-current', 'true')
      await expect(page.locator(`#${LAST_SECTION}`)).toBeInViewport()
      await expect(page).toHaveURL((url) => url.hash === `#${LAST_SECTION}`)
      // One section is current; a menu of three languages or more marks the page's own too.
      await expect(nav.locator('a[href^="#"][aria-current="true"]')).toHaveCount(1)
    })
  }

  test(`scrolling the section after the hero (#${SECOND_SECTION}) into view makes its link the current one`, async ({
    page,
  }) => {
    await page.setViewportSize(WIDE)
    await page.goto('/')
    await waitForPageSettled(page)
    await page
      .locator(`#${SECOND_SECTION}`)
      .evaluate((section) => section.scrollIntoView({ behavior: 'instant', block: 'center' }))
    await expect(navLink(topNav(page), SECOND_SECTION)).toHaveAttribute('aria-current', 'true')
    await expect(navLink(topNav(page), 'home')).not.toHaveAttribute('aria-current', 'true')
  })

  test('a hash in the URL ends with its section in view', async ({ page }) => {
    await page.setViewportSize(WIDE)
    await page.goto('/#contact')
    await expect(page.locator('#contact')).toBeInViewport()
    await expect(page.getByTestId('contact-form')).toBeInViewport()
  })

  test(`a hash in the ${SECOND_LANG} landing page's URL ends with its section in view`, async ({
    page,
  }) => {
    await page.setViewportSize(COMPACT_MAX)
    await page.goto(`${homeIn(SECOND_LANG)}#${SECOND_SECTION}`)
    await expect(page.locator(`#${SECOND_SECTION}`)).toBeInViewport()
  })

  test('the floating menu expands on hover and collapses when the pointer leaves', async ({
    page,
  }) => {
    const { menu, shortcut } = await openMenuPage(page)
    for (const link of socialLinks) await expect(shortcut(link.id)).toBeHidden()
    await menu.hover()
    for (const link of socialLinks) {
      await expect(shortcut(link.id)).toBeVisible()
      await expect(shortcut(link.id)).toHaveAttribute('href', link.href)
    }
    await page.mouse.move(1, 1)
    for (const link of socialLinks) await expect(shortcut(link.id)).toBeHidden()
  })

  test('a floating menu opened by hover closes on Escape (WCAG 1.4.13)', async ({ page }) => {
    const { menu, shortcut } = await openMenuPage(page)
    await menu.hover()
    await expect(shortcut(socialLinks[0]?.id ?? 'mail')).toBeVisible()
    await page.keyboard.press('Escape')
    for (const link of socialLinks) await expect(shortcut(link.id)).toBeHidden()
  })

  test('the floating menu expands on keyboard focus and closes on Escape', async ({ page }) => {
    const { shortcut } = await openMenuPage(page)
    // The group is last in the page, so Shift+Tab from the top reaches it first.
    expect(
      await tabUntil(page, (stop) => stop.testIds.includes('floating-menu'), { backwards: true }),
    ).toBe(true)
    for (const link of socialLinks) await expect(shortcut(link.id)).toBeVisible()
    await page.keyboard.press('Escape')
    for (const link of socialLinks) await expect(shortcut(link.id)).toBeHidden()
    await expect(page.getByTestId('theme-toggle')).toBeFocused()
  })
})

async function openMenuPage(page: Page) {
  await page.setViewportSize(WIDE)
  await page.goto('/')
  await waitForPageSettled(page)
  const menu = page.getByTestId('floating-menu')
  await expect(menu).toBeVisible()
  const shortcut = (id: (typeof socialLinks)[number]['id']) =>
    menu.getByRole('link', { name: t.social[id], exact: true })
  return { menu, shortcut }
}
