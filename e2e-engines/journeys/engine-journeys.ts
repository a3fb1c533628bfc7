import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SKILL_LOGOS } from '../../e2e/support/logos'
import { WIDE } from '../../e2e/support/viewports'
import { isShown, projects } from '../../e2e/support/words'
import { BrowserStuckError, withDeadlines } from '../browsers/deadlines'
import type { EngineBrowser, EngineName, Viewport } from '../browsers/engine-browser'
import { stopAllProcesses } from '../site/child-processes'
import { startSiteUnderTest } from '../site/site-under-test'
import { carouselPausesAndSteps } from './carousel'
import { contactFormErrorsThenDelivers } from './contact'
import { documentLinksAnswer } from './documents'
import { takeProblems, type Journey } from './journey'
import { landingPageLoads } from './landing'
import { languageToggleGoesAndComesBack } from './language'
import { legalDialogOpensAndClosesByKeyboard } from './legal-dialog'
import { logosAreDrawn } from './logos'
import { navLinkLandsOnItsSection } from './navigation'
import { caseStudyAndBack, projectsIndexFilters } from './projects'
import { themeToggleIsKeptWithoutFlash } from './theme'

type JourneyEntry = [string, (journey: Journey) => Promise<void>]

/** Every journey, in the order a visitor might take them; each starts as a new visitor. */
const VISITOR_JOURNEYS: readonly JourneyEntry[] = [
  ['/ loads in Spanish, hydrates, with no error', (j) => landingPageLoads(j, 'es')],
  ['/en/ loads in English, hydrates, with no error', (j) => landingPageLoads(j, 'en')],
  ['the language toggle goes to English and back', languageToggleGoesAndComesBack],
  ['the theme is kept across a reload, painted before the app runs', themeToggleIsKeptWithoutFlash],
  // The sections the owner shows, with what they need: two logos, a deck of two or more.
  ...(isShown('skills') && SKILL_LOGOS.length === 2
    ? [['the skills’ logos are drawn, each in its own shape', logosAreDrawn] satisfies JourneyEntry]
    : []),
  ['a nav link lands on its section and marks it current', navLinkLandsOnItsSection],
  ...(isShown('projects') && projects.length > 1
    ? [['the carousel pauses, resumes and steps', carouselPausesAndSteps] satisfies JourneyEntry]
    : []),
  ['the legal dialog opens and closes by keyboard', legalDialogOpensAndClosesByKeyboard],
  ['the projects index filters by technology in ?tech=', projectsIndexFilters],
  ['a case study and back, in both languages', caseStudyAndBack],
  ['the CV and vCard links answer (ES)', (j) => documentLinksAnswer(j, 'es')],
  ['the CV and vCard links answer (EN)', (j) => documentLinksAnswer(j, 'en')],
  [
    'the contact form shows English errors, then mails a message with its brief',
    contactFormErrorsThenDelivers,
  ],
]

/** Kept after the run, with the other test artifacts. */
const ARTIFACTS_DIR = resolve('test-results/engines')

/**
 * The visitor's journeys in one engine, at a wide window (the carousel's and the top bar's),
 * against a site of its own. One browser serves them all.
 */
export function describeJourneys(
  engine: EngineName,
  launch: (viewport: Viewport) => Promise<EngineBrowser>,
): void {
  describe(engine, () => {
    let journey: Journey | undefined
    const start = async () => withDeadlines(await launch(WIDE))
    const run = (steps: (journey: Journey) => Promise<void>) => async () => {
      if (!journey) throw new Error(`${engine} did not start`)
      try {
        await steps(journey)
      } catch (failure) {
        // The retry gets a browser of its own: the stuck one would hold it as well.
        if (failure instanceof BrowserStuckError) {
          await journey.browser.close().catch(() => undefined)
          journey.browser = await start()
        }
        throw failure
      }
    }

    beforeAll(async () => {
      mkdirSync(ARTIFACTS_DIR, { recursive: true })
      const site = await startSiteUnderTest()
      try {
        journey = { browser: await start(), site, artifactsDir: ARTIFACTS_DIR }
      } catch (error) {
        await site.stop()
        throw error
      }
    })

    afterEach(async () => {
      // A failed request or a console error anywhere in a journey fails that journey.
      if (journey) expect(await takeProblems(journey)).toEqual([])
    })

    afterAll(async () => {
      await journey?.browser.close()
      await journey?.site.stop()
      await stopAllProcesses()
    })

    for (const [name, steps] of VISITOR_JOURNEYS) it(name, run(steps))
  })
}
