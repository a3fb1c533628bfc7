import { expect } from 'vitest'
import { profile } from '../../e2e/support/content'
import { HOME, SHOWN_SECTIONS, WORDS, type Lang } from '../../e2e/support/words'
import {
  forgetVisitor,
  openWithCodeHeld,
  takeProblems,
  waitForHydration,
  type Journey,
} from './journey'
import { attributeOf, shownTexts, textOf } from './page-queries'
import { THEME_TOGGLE } from './selectors'

/** What the first screen says in `lang`: the navigation and the hero. */
function firstScreen(lang: Lang): string[] {
  const t = WORDS[lang]
  // A hidden section's name may stay in the words, unused.
  const names = SHOWN_SECTIONS.flatMap((id) => t.nav.sections[id] ?? [])
  return [...names, t.hero.description, t.hero.contactCta]
}

/** The landing page in `lang` loads with its words, hydrates, and reports no error. */
export async function landingPageLoads(journey: Journey, lang: Lang): Promise<void> {
  const { browser } = journey
  const other: Lang = lang === 'es' ? 'en' : 'es'
  await forgetVisitor(journey)
  await openWithCodeHeld(journey, HOME[lang])
  await waitForHydration(journey, THEME_TOGGLE)
  expect(await browser.evaluate(attributeOf, 'html', 'lang')).toBe(lang)
  expect(await browser.evaluate(textOf, 'h1')).toBe(profile.name)
  expect(await browser.evaluate(shownTexts, firstScreen(lang))).toEqual(firstScreen(lang))
  expect(await browser.evaluate(shownTexts, [WORDS[other].hero.description])).toEqual([])
  expect(await takeProblems(journey)).toEqual([])
  expect(await browser.consoleOfLoading(`${journey.site.origin}${HOME[lang]}`)).toEqual([])
}
