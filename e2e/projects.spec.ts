import { expect, test, type Page } from '@playwright/test'
import {
  activeSlide,
  AUTOPLAY_DELAY as DELAY,
  bullet,
  carouselOf,
  expectSlideAfter as expectAfter,
  leaveCarousel,
  openCarousel,
} from './support/carousel'
import { toast } from './support/contact-form'
import { holdTheCode, projectsCode } from './support/hold-code'
import { waitForHydration } from './support/hydration'
import { startKeyboardBefore, tabUntil } from './support/tab-walk'
import { COMPACT_MAX, NARROW, TOP_NAV_MIN, WIDE } from './support/viewports'
import {
  caseStudyIn,
  FIRST_LANG,
  homeIn,
  projectIn,
  SECOND_LANG,
  siteProjects as projects,
  siteWords,
} from './support/words'

/** The first language's words: the page at `/` shows them. */
const t = siteWords(FIRST_LANG)
/** The first of the owner's projects with a live demo, if any has one. */
const demoProject = (() => {
  for (const project of projects) if (project.demo) return { ...project, demo: project.demo }
  return undefined
})()

test.describe('projects', () => {
  /** Each card's box in the list of the projects, in the markup's order. */
  const cardBoxes = (page: Page) =>
    page
      .getByTestId('project-list')
      .locator(':scope > *')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect))

  /** Whether each card lies below the one before it. */
  const isStacked = (boxes: readonly DOMRect[]) =>
    boxes.every((box, n) => n === 0 || box.top >= (boxes[n - 1]?.bottom ?? 0))

  for (const viewport of [WIDE, TOP_NAV_MIN]) {
    test(`at ${viewport.width} px the cards lie as a deck with its controls`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      const carousel = carouselOf(page)
      await expect(carousel).toBeVisible()
      const first = projects[0]
      if (!first) throw new Error('the site under test has no project')
      await expect(
        carousel.getByText(projectIn(first, FIRST_LANG).words.title).first(),
      ).toBeVisible()
      await expect(
        carousel.getByRole('link', { name: t.projects.readCaseStudy }).first(),
      ).toBeVisible()
      for (let n = 1; n <= projects.length; n += 1)
        await expect(bullet(carousel, FIRST_LANG, n)).toBeVisible()
      // One pile: every card's middle lies inside the front card.
      const [front, ...behind] = await cardBoxes(page)
      if (!front) throw new Error('the projects list has no card')
      for (const card of behind) {
        const middle = card.top + card.height / 2
        expect(middle).toBeGreaterThan(front.top)
        expect(middle).toBeLessThan(front.bottom)
      }
    })
  }

  for (const viewport of [NARROW, COMPACT_MAX]) {
    test(`at ${viewport.width} px the cards stack and the deck's controls do not show`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto(homeIn(SECOND_LANG))
      const e = siteWords(SECOND_LANG).projects
      const list = page.getByTestId('project-list')
      await expect(list).toBeVisible()
      for (const name of [e.carousel.next, e.carousel.previous])
        await expect(carouselOf(page).getByRole('button', { name, exact: true })).toBeHidden()
      expect(isStacked(await cardBoxes(page))).toBe(true)
      for (const project of projects) {
        // Listed in the first language it is written in where it misses this one.
        const shown = projectIn(project, SECOND_LANG)
        const { words } = shown
        const card = list.getByRole('article').filter({ hasText: words.title })
        await expect(card).toBeVisible()
        await expect(card.getByText(words.summary)).toBeVisible()
        await expect(card.getByRole('img', { name: words.imageAlt })).toBeVisible()
        await expect(card.getByRole('link', { name: e.readCaseStudy })).toHaveAttribute(
          'href',
          caseStudyIn(shown.lang, project.slug),
        )
        // The repository and the demo where the project has them, and no link where it has none.
        const repository = card.getByRole('link', { name: new RegExp(e.repository) })
        const demo = card.getByRole('link', { name: new RegExp(e.liveDemo) })
        if (project.repository) await expect(repository).toHaveAttribute('href', project.repository)
        else await expect(repository).toHaveCount(0)
        if (project.demo) await expect(demo).toHaveAttribute('href', project.demo)
        else await expect(demo).toHaveCount(0)
        if (!project.repository && e.clientWork)
          await expect(card.getByText(e.clientWork, { exact: true })).toBeVisible()
      }
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('a wide screen stacks every card where it can be read, with no control that needs code', async ({
      page,
    }) => {
      await page.setViewportSize(WIDE)
      await page.goto('/')
      const list = page.getByTestId('project-list')
      expect(isStacked(await cardBoxes(page))).toBe(true)
      for (const project of projects) {
        const { words } = projectIn(project, FIRST_LANG)
        const card = list.getByRole('article').filter({ hasText: words.title })
        await expect(card.getByText(words.summary)).toBeVisible()
        await expect(card.getByRole('link', { name: t.projects.readCaseStudy })).toBeVisible()
      }
      await expect(page.getByRole('button', { name: t.projects.carousel.next })).toBeHidden()
    })
  })

  test('autoplay moves to the next project after 4000 ms and loops', async ({ page }) => {
    await openCarousel(page)
    const start = (await activeSlide(carouselOf(page), FIRST_LANG)) ?? 1
    const next = (n: number) => (n % projects.length) + 1
    await expectAfter(page, DELAY - 100, start)
    await expectAfter(page, 200, next(start))
    await expectAfter(page, DELAY + 50, next(next(start)))
    await expectAfter(page, DELAY + 50, next(next(next(start))))
  })

  test('autoplay pauses while the pointer is over the carousel', async ({ page }) => {
    await openCarousel(page)
    const start = (await activeSlide(carouselOf(page), FIRST_LANG)) ?? 1
    await carouselOf(page).hover()
    await expectAfter(page, DELAY * 3, start)
    await leaveCarousel(page)
    await expectAfter(page, DELAY + 100, (start % projects.length) + 1)
  })

  test('autoplay stops for good after a bullet is clicked', async ({ page }) => {
    await openCarousel(page)
    const last = projects.length
    await bullet(carouselOf(page), FIRST_LANG, last).click()
    await expect.poll(() => activeSlide(carouselOf(page), FIRST_LANG)).toBe(last)
    await leaveCarousel(page)
    await expectAfter(page, DELAY * 3, last)
  })

  test('the pause control stops autoplay and the play control resumes it', async ({ page }) => {
    await openCarousel(page)
    const carousel = carouselOf(page)
    const start = (await activeSlide(carousel, FIRST_LANG)) ?? 1
    await carousel.getByRole('button', { name: t.projects.carousel.pause }).click()
    await expect(carousel.getByRole('button', { name: t.projects.carousel.play })).toBeVisible()
    await leaveCarousel(page)
    await expectAfter(page, DELAY * 3, start)
    await carousel.getByRole('button', { name: t.projects.carousel.play }).click()
    await expect(carousel.getByRole('button', { name: t.projects.carousel.pause })).toBeVisible()
    await leaveCarousel(page)
    await expectAfter(page, DELAY + 100, (start % projects.length) + 1)
  })

  test('arrow keys move the carousel, looping at the ends', async ({ page }) => {
    await openCarousel(page)
    const slides = projects.length
    const start = (await activeSlide(carouselOf(page), FIRST_LANG)) ?? 1
    const step = (n: number, by: number) => ((n - 1 + by + slides) % slides) + 1
    await startKeyboardBefore(carouselOf(page))
    expect(await tabUntil(page, (stop) => stop.testIds.includes('project-carousel'))).toBe(true)
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => activeSlide(carouselOf(page), FIRST_LANG)).toBe(step(start, 1))
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => activeSlide(carouselOf(page), FIRST_LANG)).toBe(start)
    for (let i = 1; i <= slides; i += 1) {
      await page.keyboard.press('ArrowLeft')
      await expect.poll(() => activeSlide(carouselOf(page), FIRST_LANG)).toBe(step(start, -i))
    }
  })

  test('with reduced motion the carousel never autoplays', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openCarousel(page)
    await expectAfter(page, DELAY * 3, 1)
  })

  if (demoProject) {
    const demo = demoProject
    /** The demo's own site, answered here: the test opens no outside host. */
    const serveTheDemo = (page: Page) =>
      page
        .context()
        .route(`${demo.demo}/**`, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>demo</title>' }),
        )
    /** The demo project's card in the narrow screens' list, in the site's second language. */
    const demoCard = (page: Page) =>
      page
        .getByTestId('project-list')
        .getByRole('article')
        .filter({ hasText: projectIn(demo, SECOND_LANG).words.title })

    test(`a project with a live demo shows the demo toast (carousel, ${FIRST_LANG})`, async ({
      page,
    }) => {
      await serveTheDemo(page)
      await page.setViewportSize(WIDE)
      await page.goto('/')
      const index = projects.findIndex((project) => project.slug === demo.slug)
      const carousel = carouselOf(page)
      await bullet(carousel, FIRST_LANG, index + 1).click()
      await expect.poll(() => activeSlide(carousel, FIRST_LANG)).toBe(index + 1)
      await carousel
        .getByRole('button', { name: t.projects.liveDemo })
        .or(carousel.getByRole('link', { name: new RegExp(t.projects.liveDemo) }))
        .filter({ visible: true })
        .click()
      await expect(toast(page, t.projects.demoStarting)).toBeVisible()
    })

    test(`a project with a live demo shows the demo toast and opens the demo (list, ${SECOND_LANG})`, async ({
      page,
    }) => {
      const context = page.context()
      await serveTheDemo(page)
      await page.setViewportSize(NARROW)
      await page.goto(homeIn(SECOND_LANG))
      const e = siteWords(SECOND_LANG).projects
      const card = demoCard(page)
      const opened = context.waitForEvent('page')
      await card
        .getByRole('button', { name: e.liveDemo })
        .or(card.getByRole('link', { name: new RegExp(e.liveDemo) }))
        .click()
      await expect(toast(page, e.demoStarting)).toBeVisible()
      const opened_ = await opened
      await expect.poll(() => opened_.url()).toContain(demo.demo)
    })

    test('a live demo pressed before the projects’ code arrives opens once, and its note follows the code', async ({
      page,
    }) => {
      const context = page.context()
      await serveTheDemo(page)
      const release = await holdTheCode(page, projectsCode())
      await page.setViewportSize(NARROW)
      await page.goto(homeIn(SECOND_LANG))
      // The page's own code listens; only the projects' is held.
      await waitForHydration(page.getByTestId('language-toggle').first())
      const e = siteWords(SECOND_LANG).projects
      const card = demoCard(page)
      const opened = context.waitForEvent('page')
      await card.getByRole('link', { name: new RegExp(e.liveDemo) }).click()
      // The link did what links do, without code: the demo's tab.
      await expect.poll(async () => (await opened).url()).toContain(demo.demo)
      await expect(toast(page, e.demoStarting)).toHaveCount(0)
      release()
      await expect(toast(page, e.demoStarting)).toBeVisible()
      // The code heard of the press; it did not follow the link again.
      expect(context.pages()).toHaveLength(2)
    })

    test('a live demo pressed before any of the page’s code arrives opens once, and its note follows the code', async ({
      page,
    }) => {
      const context = page.context()
      await serveTheDemo(page)
      const releaseTheApp = await holdTheCode(page)
      const releaseTheProjects = await holdTheCode(page, projectsCode())
      await page.setViewportSize(NARROW)
      await page.goto(homeIn(SECOND_LANG), { waitUntil: 'domcontentloaded' })
      const e = siteWords(SECOND_LANG).projects
      const opened = context.waitForEvent('page')
      await demoCard(page)
        .getByRole('link', { name: new RegExp(e.liveDemo) })
        .click()
      await expect.poll(async () => (await opened).url()).toContain(demo.demo)
      // The app comes first, the projects' code after it: the press reaches the projects.
      releaseTheApp()
      await waitForHydration(page.getByTestId('language-toggle').first())
      await expect(toast(page, e.demoStarting)).toHaveCount(0)
      releaseTheProjects()
      await expect(toast(page, e.demoStarting)).toBeVisible()
      expect(context.pages()).toHaveLength(2)
    })
  } else {
    test('without a live demo in the content, no card offers one', async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('heading', { name: t.projects.title })).toBeVisible()
      await expect(page.getByRole('button', { name: t.projects.liveDemo })).toHaveCount(0)
      await expect(page.getByRole('link', { name: new RegExp(t.projects.liveDemo) })).toHaveCount(0)
    })
  }
})
