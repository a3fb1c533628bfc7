import { expect } from 'vitest'
import { HOME, STORAGE, STORED_LANGUAGE, WORDS, type Lang } from '../../e2e/support/words'
import {
  expectPage,
  forgetVisitor,
  openWithCodeHeld,
  waitForHydration,
  type Journey,
} from './journey'
import { attributeOf, pageAddress, shownTexts, storedValue } from './page-queries'
import { LANGUAGE_TOGGLE } from './selectors'

async function expectLanguage(journey: Journey, lang: Lang): Promise<void> {
  const description = WORDS[lang].hero.description
  await expectPage(journey, HOME[lang], () => window.location.pathname)
  await expectPage(journey, lang, attributeOf, 'html', 'lang')
  await expectPage(journey, [description], shownTexts, [description])
  await expectPage(journey, STORED_LANGUAGE[lang], storedValue, STORAGE.language)
}

/** The toggle switches the landing page to English and back in place, moving the URL. */
export async function languageToggleGoesAndComesBack(journey: Journey): Promise<void> {
  const { browser } = journey
  await forgetVisitor(journey)
  await openWithCodeHeld(journey, HOME.es)
  await waitForHydration(journey, LANGUAGE_TOGGLE)
  await browser.evaluate(() => void Object.assign(window, { enginesSameDocument: true }))

  await browser.click(LANGUAGE_TOGGLE)
  await expectLanguage(journey, 'en')
  await browser.click(LANGUAGE_TOGGLE)
  await expectLanguage(journey, 'es')

  expect(await browser.evaluate(() => 'enginesSameDocument' in window)).toBe(true)
  expect((await browser.evaluate(pageAddress)).path).toBe('/')
}
