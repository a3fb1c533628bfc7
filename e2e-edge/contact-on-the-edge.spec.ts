/**
 * A visitor sends a message from the contact form of the page the Worker serves (workerd, a
 * local D1), and it arrives at a real SMTP server: the page, the Worker's API and its mail over
 * `cloudflare:sockets`, end to end in Chromium.
 */
import { expect, test } from '@playwright/test'
import { resolve } from 'node:path'
import { buildPaths } from '../packages/bifolio/builder/paths/build-dir'
import {
  startLocalWorker,
  type LocalWorker,
} from '../packages/bifolio/server/adapters/edge/local-worker'
import { MAIL_FROM, MAIL_TO } from '../packages/bifolio/test/server/mail-addresses'
import { readMail } from '../packages/bifolio/test/server/read-mail'
import { startSmtpSink, type SmtpSink } from '../packages/bifolio/test/server/smtp-sink'
import { fillForm, liveContactForm, toast, VALID_MESSAGE } from '../e2e/support/contact-form'
import { WORDS } from '../e2e/support/words'
import { testBuildDir } from '../test/site-under-test'

const TEST_BUILD = testBuildDir()

let sink: SmtpSink
let edge: LocalWorker
test.beforeAll(async () => {
  sink = await startSmtpSink()
  edge = await startLocalWorker({
    scriptPath: resolve(TEST_BUILD, 'edge', 'worker.js'),
    clientDir: resolve(buildPaths(TEST_BUILD).client),
    vars: { SMTP_URL: sink.url, MAIL_TO, MAIL_FROM },
    host: '127.0.0.1',
    port: 0,
  })
})
test.afterAll(async () => {
  await edge?.dispose()
  await sink?.close()
})

test('a message sent from the Worker’s page arrives by SMTP, once', async ({ page }) => {
  const subject = `From the edge ${Date.now()}`
  await page.goto(new URL('/en/#contact', edge.url).href)
  const form = await liveContactForm(page, 'en')
  await fillForm(page, 'en', { ...VALID_MESSAGE, subject })
  await form.consent.check()
  const answered = page.waitForResponse('**/api/contact')
  await form.send.click()
  const res = await answered
  expect(res.status()).toBe(202)
  const { id } = (await res.json()) as { id: string }
  await expect(toast(page, WORDS.en.contact.sent)).toBeVisible()

  await expect.poll(() => sink.received.length).toBe(1)
  await edge.scheduled()
  expect(sink.received).toHaveLength(1)
  const mail = sink.received[0]
  expect(mail?.headers.get('subject')).toContain(subject)
  expect(mail?.headers.get('message-id')).toContain(id)
  expect(mail?.headers.get('reply-to')).toContain(VALID_MESSAGE.email)
})

test('words edited after an answer that never came reach the owner as edited', async ({ page }) => {
  const before = sink.received.length
  const subject = `Edited on the edge ${Date.now()}`
  // The first post reaches the Worker and is stored, but its answer is lost on the way back.
  let posts = 0
  await page.route('**/api/contact', async (route) => {
    posts += 1
    if (posts > 1) return route.continue()
    await route.fetch()
    await route.abort('failed')
  })
  await page.goto(new URL('/en/#contact', edge.url).href)
  const form = await liveContactForm(page, 'en')
  await fillForm(page, 'en', { ...VALID_MESSAGE, subject })
  await form.consent.check()
  await form.send.click()
  await expect(toast(page, WORDS.en.contact.failed)).toBeVisible()

  const edited = `${VALID_MESSAGE.message} And a second thought, added after the failure.`
  await form.field('message').fill(edited)
  const answered = page.waitForResponse('**/api/contact')
  await form.send.click()
  expect((await answered).status()).toBe(202)
  await expect(toast(page, WORDS.en.contact.sent)).toBeVisible()

  // Both posts were stored: the first words as sent, and the edited ones under a key of their own.
  await expect.poll(() => sink.received.length - before).toBe(2)
  const texts = sink.received.slice(before).map((mail) => readMail(mail).text)
  expect(texts.filter((text) => text.includes(edited))).toHaveLength(1)
})
