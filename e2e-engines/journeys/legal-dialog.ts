import { expect } from 'vitest'
import { WORDS } from '../../e2e/support/words'
import {
  expectPage,
  forgetVisitor,
  openWithCodeHeld,
  waitForHydration,
  type Journey,
} from './journey'
import { isFocused, pageAddress } from './page-queries'
import { CONTACT_FORM, OPEN_DIALOG } from './selectors'

const OPENER = `${CONTACT_FORM} a[href="/privacy"]`

/** The open dialog's title, and whether focus is inside it; null when none is open. */
function openDialog(selector: string): { title: string; hasFocus: boolean } | null {
  const dialog = document.querySelector(selector)
  if (!dialog) return null
  const titleId = dialog.getAttribute('aria-labelledby') ?? ''
  return {
    title: document.getElementById(titleId)?.textContent?.trim() ?? '',
    hasFocus: dialog.contains(document.activeElement),
  }
}

/**
 * The privacy link in the contact form opens the legal dialog with Enter, in place; Escape
 * closes it, puts the landing page's URL back, and returns focus to the link.
 */
export async function legalDialogOpensAndClosesByKeyboard(journey: Journey): Promise<void> {
  const { browser } = journey
  await forgetVisitor(journey)
  await openWithCodeHeld(journey, '/#contact')
  // Before the app has hydrated, the link is a plain link to the privacy page.
  await waitForHydration(journey, OPENER)
  await browser.evaluate(
    (selector) => document.querySelector<HTMLElement>(selector)?.focus(),
    OPENER,
  )
  expect(await browser.evaluate(isFocused, OPENER)).toBe(true)

  await browser.press('Enter')
  const title = WORDS.es.legal.privacy.title
  await expectPage(journey, { title, hasFocus: true }, openDialog, OPEN_DIALOG)
  expect(await browser.evaluate(pageAddress)).toMatchObject({ path: '/privacy' })

  await browser.press('Escape')
  await expectPage(journey, null, openDialog, OPEN_DIALOG)
  await expectPage(journey, true, isFocused, OPENER)
  expect(await browser.evaluate(pageAddress)).toMatchObject({ path: '/', hash: '#contact' })
}
