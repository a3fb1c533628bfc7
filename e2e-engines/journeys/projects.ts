import { expect } from 'vitest'
import { technology } from '../../e2e/support/content'
import { caseStudyUrl, PROJECTS_INDEX, projects, WORDS } from '../../e2e/support/words'
import {
  expectPage,
  forgetVisitor,
  openWithCodeHeld,
  waitForHydration,
  type Journey,
} from './journey'
import { attributeOf, pageAddress, textOf } from './page-queries'
import { LANGUAGE_TOGGLE } from './selectors'

type Project = (typeof projects)[number]
type TechnologyId = Project['technologies'][number]

function firstProject(): Project {
  const [first] = projects
  if (!first) throw new Error('the projects journeys need a project')
  return first
}

/** A technology some projects use and others do not, so choosing it narrows the list. */
function narrowingTechnology(): TechnologyId {
  const usedBy = (id: TechnologyId) => projects.filter((each) => each.technologies.includes(id))
  const id = [...new Set(projects.flatMap((each) => each.technologies))].find(
    (each) => usedBy(each).length < projects.length,
  )
  if (!id) throw new Error('the filter journey needs projects with different stacks')
  return id
}

const project = firstProject()
const narrowing = narrowingTechnology()

const CHIP = '.tech-filter a.tech-filter__chip'
const CHOSEN_CHIPS = '.tech-filter a.tech-filter__chip[aria-current="page"]'
const CLEAR = '.tech-filter a[data-filter-clear]'
const CARD_TITLES = 'main article h2'
const BACK_TO_INDEX = `main a[href="${PROJECTS_INDEX.es}"]`

function chosenChips(selector: string): string[] {
  return [...document.querySelectorAll(selector)].map((chip) => chip.textContent?.trim() ?? '')
}

/** The titles of the cards shown: the filter hides the others by the stylesheet. */
function cardTitles(selector: string): string[] {
  return [...document.querySelectorAll(selector)]
    .filter((title) => title.getClientRects().length > 0)
    .map((title) => title.textContent?.trim() ?? '')
}

/**
 * The index's chips are links to `?tech=`, followed in place once the page's code listens and
 * as plain links before; "all" clears the choice.
 */
export async function projectsIndexFilters(journey: Journey): Promise<void> {
  const { browser } = journey
  const name = technology(narrowing).name
  const users = projects.filter((each) => each.technologies.includes(narrowing))
  await forgetVisitor(journey)
  await openWithCodeHeld(journey, PROJECTS_INDEX.es)
  expect(await browser.evaluate(cardTitles, CARD_TITLES)).toHaveLength(projects.length)

  await browser.click(CHIP, name)
  await expectPage(journey, `?tech=${narrowing}`, () => window.location.search)
  await expectPage(journey, [name], chosenChips, CHOSEN_CHIPS)
  await expectPage(
    journey,
    users.map((each) => each.words.es.title),
    cardTitles,
    CARD_TITLES,
  )

  await browser.click(CLEAR)
  await expectPage(journey, '', () => window.location.search)
  await expectPage(journey, [], chosenChips, CHOSEN_CHIPS)
  await expectPage(
    journey,
    projects.map((each) => each.words.es.title),
    cardTitles,
    CARD_TITLES,
  )
}

/**
 * From the index to a case study and back (ES); an English case study, its language toggle to
 * the Spanish one, and Back.
 */
export async function caseStudyAndBack(journey: Journey): Promise<void> {
  const { browser } = journey
  const es = caseStudyUrl('es', project.slug)
  const en = caseStudyUrl('en', project.slug)
  await forgetVisitor(journey)
  await openWithCodeHeld(journey, PROJECTS_INDEX.es)
  await browser.click(`main a[href="${es}"]`)
  await expectPage(journey, es, () => window.location.pathname)
  await expectPage(journey, project.words.es.title, textOf, 'h1')
  // A press while React hydrates the link may land on the node it is replacing.
  await waitForHydration(journey, BACK_TO_INDEX)
  await browser.click(BACK_TO_INDEX)
  await expectPage(journey, PROJECTS_INDEX.es, () => window.location.pathname)
  await expectPage(journey, WORDS.es.projectsIndex.title, textOf, 'h1')

  await openWithCodeHeld(journey, en)
  expect(await browser.evaluate(textOf, 'h1')).toBe(project.words.en.title)
  expect(await browser.evaluate(attributeOf, 'html', 'lang')).toBe('en')
  await waitForHydration(journey, LANGUAGE_TOGGLE)
  await browser.click(LANGUAGE_TOGGLE)
  await expectPage(journey, es, () => window.location.pathname)
  await expectPage(journey, project.words.es.title, textOf, 'h1')
  await expectPage(journey, 'es', attributeOf, 'html', 'lang')
  // From the page, as the toolbar's Back would: the page may come back from the
  // back/forward cache, with no load event for a driver to wait on.
  await browser.evaluate(() => void setTimeout(() => window.history.back(), 0))
  await expectPage(journey, { path: en, hash: '', search: '' }, pageAddress)
  await expectPage(journey, project.words.en.title, textOf, 'h1')
}
