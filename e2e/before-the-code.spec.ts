import { expect, test } from '@playwright/test'
import { contactForm, TEXT_FIELDS, VALID_MESSAGE } from './support/contact-form'
import { holdTheCode } from './support/hold-code'
import { SHOWN_SECTIONS, WORDS } from './support/words'

// The app's code is held back (support/hold-code.ts): nothing the visitor did before it arrives
// may be lost once it does.

test.describe('before the code arrives', () => {
  test('a message filled in and sent meanwhile is sent, not lost', async ({ page }) => {
    const t = WORDS.en.contact
    await holdTheCode(page)
    await page.goto('/en/#contact', { waitUntil: 'domcontentloaded' })
    const form = contactForm(page, 'en')
    for (const name of TEXT_FIELDS) await form.field(name).fill(VALID_MESSAGE[name])
    await form.consent.check()
    await form.send.click()
    // Nothing holds it for code that may never come: the browser posts it, and the server
    // answers with a page in the form's language.
    await expect(page).toHaveURL(/\/api\/contact\/form\?sent=en$/)
    await expect(page.getByText(t.sent)).toBeVisible()
  })
})

test('the prerendered page is adopted by the code, not drawn again', async ({ page }) => {
  // At #contact the navigation's active section changes as the code starts; that must not
  // make React replace the server HTML of parts still waiting for their chunks.
  const release = await holdTheCode(page)
  await page.goto('/#contact', { waitUntil: 'domcontentloaded' })
  // Every section the owner shows, the form and the footer, as the server drew them.
  const marked = [
    '[data-testid="contact-form"]',
    ...SHOWN_SECTIONS.map((id) => `[id="${id}"]`),
    'footer',
  ]
  const missing = await page.evaluate((selectors) => {
    const found = selectors.map((selector) => document.querySelector(selector))
    Object.assign(window, { e2ePrerendered: found })
    return selectors.filter((_, index) => !found[index])
  }, marked)
  expect(missing, 'parts missing from the prerendered page').toEqual([])
  release()
  await expect(page.getByTestId('contact-form')).toHaveAttribute('data-hydrated', 'true')
  await expect(page.locator('a[href="#contact"][aria-current="true"]').first()).toBeVisible()
  const drawnAgain = await page.evaluate(
    (selectors) =>
      (window as unknown as { e2ePrerendered: Element[] }).e2ePrerendered.flatMap(
        (element, index) => (element.isConnected ? [] : [selectors[index]]),
      ),
    marked,
  )
  expect(drawnAgain, 'parts React drew again instead of adopting the server HTML').toEqual([])
})
