import { expect, test, type Page } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildPaths } from '../packages/bifolio/builder/paths/build-dir'
import { freePort } from '../packages/bifolio/shared/free-port'
import { readMail } from '../packages/bifolio/test/server/read-mail'
import { startSmtpSink, type SmtpSink } from '../packages/bifolio/test/server/smtp-sink'
import { briefChoices, OWNER_LANGUAGE, services } from './support/content'
import {
  contactForm,
  fillForm,
  liveContactForm,
  TEXT_FIELDS,
  toast,
  VALID_MESSAGE,
  type TextField,
} from './support/contact-form'
import { freezeClock } from './support/clock'
import { FIRST_LANG, homeIn, isShown, SECOND_LANG, SITE_LANGS, siteWords } from './support/words'
import { waitForPageSettled } from './support/settled'
import { testBuildDir } from '../test/site-under-test'

const TEST_BUILD = testBuildDir()

const ownerWords = siteWords(OWNER_LANGUAGE)

async function openForm(page: Page, lang: string) {
  await page.goto(`${homeIn(lang)}#contact`)
  return liveContactForm(page, lang)
}

/** A field shows `message` under itself, linked by aria-describedby, and is marked invalid. */
async function expectFieldError(page: Page, lang: string, name: TextField, message: string) {
  const field = contactForm(page, lang).field(name)
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
  // A too-short value may add a hint beside the message, so match the message inside.
  const error = page.getByTestId('contact-form').getByText(message).first()
  await expect(error).toBeVisible()
  const [fieldBox, errorBox] = [await field.boundingBox(), await error.boundingBox()]
  expect(errorBox?.y ?? 0).toBeGreaterThanOrEqual((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0) - 1)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Storage-agnostic: waits until the draft holding `text` has been saved somewhere. */
async function expectDraftSaved(page: Page, text: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }),
      ),
    )
    .toContain(text)
}

test.describe('contact form', () => {
  for (const lang of SITE_LANGS) {
    test(`an empty submit shows the ${lang} messages under the fields and focuses the first`, async ({
      page,
    }) => {
      const t = siteWords(lang).contact
      const form = await openForm(page, lang)
      await expect(form.field('message')).toHaveAttribute('rows', '10')
      await form.send.click()
      for (const name of TEXT_FIELDS)
        await expectFieldError(page, lang, name, t.fields[name].required)
      await expect(form.consent).toHaveAttribute('aria-invalid', 'true')
      await expect(form.consent).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(t.consentRequired)),
      )
      await expect(form.field('name')).toBeFocused()
    })
  }

  test('messages of one line appear in the room kept for them: nothing below or beside moves', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const form = await openForm(page, SECOND_LANG)
    await waitForPageSettled(page)
    // Document coordinates: the page may scroll to the first invalid field, and that is fine.
    // The preview is sticky, so its place on screen follows the scroll: its place in the
    // layout is read with the stickiness off for that instant. The click leaves the pointer
    // on Send, whose hover lift is a transform, not layout: its translation is taken out.
    const places = () =>
      page.evaluate(() => {
        const element = (selector: string) => document.querySelector(selector) as HTMLElement
        // Whole pixels: mid-lift, the transform is a fraction that the layout box is not.
        const top = (node: HTMLElement) =>
          Math.round(
            node.getBoundingClientRect().top +
              window.scrollY -
              new DOMMatrix(getComputedStyle(node).transform).m42,
          )
        const preview = element('.code-preview')
        preview.style.position = 'static'
        const previewTop = top(preview)
        preview.style.position = ''
        return {
          send: top(element('.contact-form__send')),
          preview: previewTop,
          formHeight: Math.round(
            element('[data-testid="contact-form"]').getBoundingClientRect().height,
          ),
        }
      })
    const before = await places()
    await form.send.click()
    await expect(form.field('name')).toBeFocused()
    await expect(form.consent).toHaveAttribute('aria-invalid', 'true')
    expect(await places()).toEqual(before)
  })

  test(`invalid values show each field its message (${SECOND_LANG}) and focus the first invalid one`, async ({
    page,
  }) => {
    const t = siteWords(SECOND_LANG).contact
    const form = await openForm(page, SECOND_LANG)
    await fillForm(page, SECOND_LANG, {
      name: 'Ada',
      email: 'not-an-address',
      subject: 'Hi',
      message: 'Short',
    })
    await form.consent.check()
    await form.send.click()
    await expect(form.field('email')).toBeFocused()
    for (const name of ['email', 'subject', 'message'] as const) {
      await expectFieldError(page, SECOND_LANG, name, t.fields[name].required)
    }
    await expect(form.field('name')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(form.field('email')).toHaveValue('not-an-address')
  })

  test('a valid message is sent: the button says so, then the success toast and an empty form', async ({
    page,
  }) => {
    const t = siteWords(FIRST_LANG).contact
    const form = await openForm(page, FIRST_LANG)
    const unique = `${VALID_MESSAGE.message} ${Date.now()}`
    await fillForm(page, FIRST_LANG, { ...VALID_MESSAGE, message: unique })
    await form.consent.check()

    // Hold the real request until the sending state has been seen, then let it through.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/contact', async (route) => {
      await held
      await route.fallback()
    })
    const answered = page.waitForResponse('**/api/contact')
    await form.send.click()
    await expect(form.sending).toBeDisabled()
    release()
    expect((await answered).status()).toBe(202)

    await expect(toast(page, t.sent)).toBeVisible()
    for (const name of TEXT_FIELDS) await expect(form.field(name)).toHaveValue('')
    await expect(form.consent).not.toBeChecked()
    await expect(form.send).toBeEnabled()

    // Sent means no draft any more.
    await page.reload()
    await expect(form.form).toBeVisible()
    for (const name of TEXT_FIELDS) await expect(form.field(name)).toHaveValue('')
  })

  test(`a server failure shows the failure toast and keeps everything typed (${SECOND_LANG})`, async ({
    page,
  }) => {
    const t = siteWords(SECOND_LANG).contact
    const form = await openForm(page, SECOND_LANG)
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    )
    await fillForm(page, SECOND_LANG, VALID_MESSAGE)
    await form.consent.check()
    await form.send.click()
    await expect(toast(page, t.failed)).toBeVisible()
    for (const name of TEXT_FIELDS) await expect(form.field(name)).toHaveValue(VALID_MESSAGE[name])
    await expect(form.consent).toBeChecked()
    await expect(form.send).toBeEnabled()
  })

  test('a toast closes by itself after 5000 ms', async ({ page }) => {
    const t = siteWords(FIRST_LANG).contact
    await page.clock.install()
    const form = await openForm(page, FIRST_LANG)
    await waitForPageSettled(page)
    await freezeClock(page)
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '' }))
    await fillForm(page, FIRST_LANG, VALID_MESSAGE)
    await form.consent.check()
    await form.send.click()
    const failed = toast(page, t.failed)
    await expect(failed).toBeVisible()
    await page.mouse.move(1, 1)
    await page.clock.runFor(4_800)
    await expect(failed).toBeVisible()
    // Past 5000 ms, with room for an exit animation timed by the same clock.
    await page.clock.runFor(1_000)
    await expect(failed).toBeHidden()
  })

  test('the draft survives a reload', async ({ page }) => {
    const form = await openForm(page, FIRST_LANG)
    const draft = { ...VALID_MESSAGE, message: `Draft kept across reloads ${Date.now()}` }
    await fillForm(page, FIRST_LANG, draft)
    await expectDraftSaved(page, draft.message)
    await page.reload()
    await expect(form.form).toBeVisible()
    for (const name of TEXT_FIELDS) await expect(form.field(name)).toHaveValue(draft[name])
  })

  test('the honeypot field exists for bots and is out of reach for people', async ({ page }) => {
    const form = await openForm(page, FIRST_LANG)
    const honeypot = form.form.locator('[name="website"]')
    await expect(honeypot).toHaveCount(1)
    const reach = await honeypot.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const offPage = box.right <= 0 || box.bottom <= 0 || box.left >= document.body.scrollWidth
      const rendered = element.getClientRects().length > 0
      return {
        seen: rendered && !offPage && box.width > 1 && box.height > 1,
        tabbable: rendered && (element as HTMLElement).tabIndex >= 0,
      }
    })
    expect(reach).toEqual({ seen: false, tabbable: false })
  })
})

test('a mouse over the Send button lifts it', async ({ page }) => {
  const form = await openForm(page, SECOND_LANG)
  await form.send.hover()
  await expect
    .poll(() => form.send.evaluate((button) => getComputedStyle(button).transform))
    .toBe('matrix(1, 0, 0, 1, 0, -2)')
})

test.describe('contact form on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a tapped Send button does not stay lifted: hover effects wait for a pointer that hovers', async ({
    page,
  }) => {
    const form = await openForm(page, SECOND_LANG)
    await form.send.tap()
    await expect(form.consent).toHaveAttribute('aria-invalid', 'true')
    const look = await form.send.evaluate(async (button) => {
      await Promise.all(button.getAnimations().map((animation) => animation.finished))
      const style = getComputedStyle(button)
      return { hovered: button.matches(':hover'), transform: style.transform }
    })
    // The browser still counts the tapped button as hovered, as phones do until the next tap.
    expect(look).toEqual({ hovered: true, transform: 'none' })
  })
})

test.describe('the brief', () => {
  test('pressing an offer’s “Ask about this” chooses that service and puts the keyboard there, before the form’s code is here too', async ({
    page,
  }) => {
    await page.goto(homeIn(SECOND_LANG))
    await waitForPageSettled(page)
    const form = contactForm(page, SECOND_LANG)
    const asks = page.locator('#services a[href="#contact-service"]')
    const service = form.brief.find((choice) => choice.field === 'service')
    if (!isShown('services') || !service) {
      // No offers shown: no button to press, and no select the page could not explain.
      if (!isShown('services')) await expect(asks).toHaveCount(0)
      if (!service) await expect(form.form.locator('[name="service"]')).toHaveCount(0)
      return
    }
    const offers: ReadonlyArray<{ id: string }> = services
    const last = offers[offers.length - 1]
    if (!last) throw new Error('the services section shows no offer')
    await expect(asks).toHaveCount(offers.length)
    await asks.last().click()
    await expect(page).toHaveURL(/#contact-service$/)
    await expect(form.choice('service')).toHaveValue(last.id)
    await expect(form.choice('service')).toBeFocused()
    await expect(form.choice('service')).toBeInViewport()
  })
})

test.describe('a brief reaches the owner', () => {
  // A server of its own that delivers to a real SMTP server, so the mail itself is read.
  let sink: SmtpSink
  let server: ChildProcess
  let origin: string

  test.beforeAll(async () => {
    sink = await startSmtpSink('accept')
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    server = spawn(process.execPath, [buildPaths(TEST_BUILD).serverEntry], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'portfolio-brief-')),
        SMTP_URL: sink.url,
        SITE_URL: origin,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    await expect
      .poll(
        () =>
          fetch(`${origin}/api/health`).then(
            (res) => res.status,
            () => 0,
          ),
        {
          timeout: 15_000,
        },
      )
      .toBe(200)
  })

  test.afterAll(async () => {
    server?.kill('SIGTERM')
    await sink?.close()
  })

  test('the service, budget and timeline chosen are in the mail, the service before the subject', async ({
    page,
  }) => {
    await page.goto(`${origin}${homeIn(SECOND_LANG)}#contact`)
    const form = await liveContactForm(page, SECOND_LANG)
    const subject = `A brief from Chromium ${Date.now()}`
    await fillForm(page, SECOND_LANG, { ...VALID_MESSAGE, subject })
    // The last option of each select the content has: not the one a default would give.
    const chosen = form.brief.flatMap(({ field, options }) => {
      const last = options[options.length - 1]
      return last ? [{ field, id: last.id }] : []
    })
    for (const { field, id } of chosen) await form.choice(field).selectOption(id)
    await form.consent.check()
    await form.send.click()
    await expect(toast(page, siteWords(SECOND_LANG).contact.sent)).toBeVisible()
    for (const { field } of chosen) await expect(form.choice(field)).toHaveValue('')

    const delivered = () =>
      sink.received.map(readMail).find((mail) => mail.subject.endsWith(subject))
    await expect.poll(delivered, { timeout: 15_000 }).toBeDefined()
    const mail = delivered()
    // Written in the owner's language, whatever the page's.
    const owner = briefChoices(ownerWords)
    for (const { field, id } of chosen) {
      const words = owner.find((choice) => choice.field === field)
      const label = words?.options.find((option) => option.id === id)?.label ?? id
      expect(mail?.text).toContain(`${words?.label}: ${label} (${id})`)
      if (field === 'service') expect(mail?.subject).toBe(`[${label}] ${subject}`)
    }
    if (!chosen.some(({ field }) => field === 'service')) expect(mail?.subject).toBe(subject)
  })
})
