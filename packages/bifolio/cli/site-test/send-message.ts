/**
 * Sends one message through the contact form as a visitor would (fills the fields, ticks the
 * consent, presses the form's send button) and waits until the mailbox behind the server has
 * it. The fields are found by the names the contract fixes, since their labels are the owner's.
 */
import { randomBytes } from 'node:crypto'
import type { Browser } from 'playwright-core'
import type { MailSink } from './mail-sink'
import type { SitePage } from './site-pages'
import { CONTACT_FORM, firstLine, openTab, watchTab } from './visit-page'

const DELIVERY_TIMEOUT_MS = 30_000

async function arrived(sink: MailSink, mark: string): Promise<boolean> {
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (sink.received.some((raw) => raw.includes(mark))) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

/** Sends the message from `page`; answers the problems met, none when the mail arrived. */
export async function sendMessage(
  browser: Browser,
  origin: string,
  page: SitePage,
  sink: MailSink,
): Promise<string[]> {
  // The visitor's address carries a mark of its own, so the mail is told apart in any language.
  const mark = `site-test-${randomBytes(4).toString('hex')}`
  const tab = await openTab(browser, origin, 'light')
  const problems = watchTab(tab, origin, page)
  try {
    await tab.goto(new URL(page.path, origin).href)
    const form = tab.locator(CONTACT_FORM).first()
    const field = (name: string) => form.locator(`[name="${name}"]`).first()
    await field('name').fill('Site Test')
    await field('email').fill(`${mark}@example.com`)
    await field('subject').fill('A message from the site test')
    await field('message').fill('This message checks that the contact form reaches the mailbox.')
    await field('consent').check()
    await form
      .locator('button[type="submit"], button:not([type]), input[type="submit"]')
      .first()
      .click()
    if (!(await arrived(sink, mark)))
      problems.push(
        `the message sent from the contact form did not reach the mailbox within ${DELIVERY_TIMEOUT_MS / 1000} s`,
      )
    return problems
  } catch (error) {
    problems.push(
      `could not send a message: ${firstLine(error instanceof Error ? error.message : String(error))}`,
    )
    return problems
  } finally {
    await tab.context().close()
  }
}
