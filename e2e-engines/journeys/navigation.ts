import { HOME, SHOWN_SECTIONS } from '../../e2e/support/words'
import {
  expectPage,
  forgetVisitor,
  openWithCodeHeld,
  waitForHydration,
  type Journey,
} from './journey'
import { attributeOf } from './page-queries'
import { TOP_NAV_LINK } from './selectors'

/** A section far down the owner's page, but not the last, whose top can reach the window's. */
const SECTION = SHOWN_SECTIONS.filter((id) => id !== 'home').at(-2) ?? 'contact'

/** The section's top has come to rest in the upper part of the window. */
function isSectionInPlace(selector: string): boolean {
  const top = document.querySelector(selector)?.getBoundingClientRect().top
  return top !== undefined && top > -2 && top < window.innerHeight * 0.3
}

/** A nav link takes the visitor to its section and becomes the current one. */
export async function navLinkLandsOnItsSection(journey: Journey): Promise<void> {
  const { browser } = journey
  await forgetVisitor(journey)
  await openWithCodeHeld(journey, HOME.es)
  await waitForHydration(journey, TOP_NAV_LINK(SECTION))
  await expectPage(journey, 'true', attributeOf, TOP_NAV_LINK('home'), 'aria-current')

  await browser.click(TOP_NAV_LINK(SECTION))
  await expectPage(journey, `#${SECTION}`, () => window.location.hash)
  await expectPage(journey, true, isSectionInPlace, `#${SECTION}`)
  await expectPage(journey, 'true', attributeOf, TOP_NAV_LINK(SECTION), 'aria-current')
  await expectPage(journey, null, attributeOf, TOP_NAV_LINK('home'), 'aria-current')
}
