import { expect, test, type Page } from '@playwright/test'
import { errorText, textFieldError } from '../packages/bifolio/src/schema/contact-error-words'
import { expectNoAxeViolations } from './support/axe'
import { collectConsoleProblems } from './support/console-problems'
import { contactForm, TEXT_FIELDS, VALID_MESSAGE, type TextField } from './support/contact-form'
import { HOME, LANGS, WORDS, type Lang } from './support/words'
import { NARROW } from './support/viewports'

/**
 * The contact form when the page's code never runs: the browser posts it itself to
 * `/api/contact/form`, and the server answers with a page in the form's language.
 */

const SENT_PAGE = (lang: Lang) => new RegExp(`/api/contact/form\\?sent=${lang}$`)

async function fillAndSend(page: Page, lang: Lang, values: Record<TextField, string>) {
  const form = contactForm(page, lang)
  for (const name of TEXT_FIELDS) await form.field(name).fill(values[name])
  await form.consent.check()
  await form.send.click()
}

/** The form the answer page holds again: the same labels, without the site's test ids. */
function answerForm(page: Page, lang: Lang) {
  const t = WORDS[lang].contact
  const form = page.locator('main form')
  return {
    field: (name: TextField) => form.getByLabel(t.fields[name].label, { exact: true }),
    consent: form.getByRole('checkbox'),
    send: form.getByRole('button', { name: t.send, exact: true }),
  }
}

async function expectSentAnswer(page: Page, lang: Lang) {
  const t = WORDS[lang].contact
  await expect(page).toHaveURL(SENT_PAGE(lang))
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page).toHaveTitle(t.answer.title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.answer.title)
  await expect(page.getByText(t.sent)).toBeVisible()
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of LANGS) {
    test(`a message sent from ${HOME[lang]} is answered in its language and leads back`, async ({
      page,
    }) => {
      const problems = collectConsoleProblems(page)
      await page.goto(`${HOME[lang]}#contact`)
      const message = {
        ...VALID_MESSAGE,
        message: `${VALID_MESSAGE.message} ${lang} ${Date.now()}`,
      }
      await fillAndSend(page, lang, message)
      await expectSentAnswer(page, lang)

      // A reload shows the answer again and posts nothing.
      const requests: string[] = []
      page.on('request', (request) => {
        if (request.isNavigationRequest()) requests.push(request.method())
      })
      await page.reload()
      await expectSentAnswer(page, lang)
      expect(requests).toEqual(['GET'])

      await page.getByRole('link', { name: WORDS[lang].contact.answer.back }).click()
      await expect(page).toHaveURL(new RegExp(`${HOME[lang].replace(/\//g, '\\/')}#contact$`))
      await expect(contactForm(page, lang).form).toBeVisible()
      // No CSP violation, on the form's page or on the answer.
      expect(problems).toEqual([])
    })
  }

  test('invalid values come back as the form’s own words, with everything typed kept', async ({
    page,
  }) => {
    const lang = 'es'
    const t = WORDS[lang].contact
    await page.goto(`${HOME[lang]}#contact`)
    const form = contactForm(page, lang)
    await form.field('name').fill('A')
    await form.field('email').fill('ana<at>example')
    await form.field('subject').fill(VALID_MESSAGE.subject)
    await form.field('message').fill(VALID_MESSAGE.message)
    const answer = page.waitForResponse('**/api/contact/form')
    await form.send.click()
    expect((await answer).status()).toBe(422)

    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByText(t.answer.invalid)).toBeVisible()
    const expected = {
      name: errorText(textFieldError('name', 'too_short', t)),
      email: errorText(textFieldError('email', 'invalid', t)),
    }
    const summary = page.getByRole('list')
    await expect(summary.getByRole('listitem')).toHaveText([
      expected.name,
      expected.email,
      t.consentRequired,
    ])
    const again = answerForm(page, lang)
    await expect(again.field('name')).toHaveAccessibleDescription(expected.name)
    await expect(again.field('email')).toHaveAccessibleDescription(expected.email)
    await expect(again.field('email')).toHaveValue('ana<at>example')
    await expect(again.field('subject')).toHaveValue(VALID_MESSAGE.subject)
    await expect(again.field('message')).toHaveValue(VALID_MESSAGE.message)
    await expect(again.consent).not.toBeChecked()

    // Fixed on the answer page itself and sent from there.
    await again.field('name').fill(VALID_MESSAGE.name)
    await again.field('email').fill(VALID_MESSAGE.email)
    await again.consent.check()
    await again.send.click()
    await expectSentAnswer(page, lang)
    await expect(page.getByRole('link', { name: t.answer.back })).toHaveAttribute(
      'href',
      '/#contact',
    )
  })
})

test.describe('with JavaScript off, the brief', () => {
  test.use({ javaScriptEnabled: false })

  test('is posted with the message, and kept on the page that asks for a fix', async ({ page }) => {
    const lang = 'en'
    await page.goto(`${HOME[lang]}#contact`)
    const form = contactForm(page, lang)
    // The first option of each select the content has; none at all for an owner without.
    const chosen = form.brief.flatMap(({ field, options }) =>
      options[0] ? [{ field, id: options[0].id }] : [],
    )
    for (const { field, id } of chosen) await form.choice(field).selectOption(id)
    await form.field('name').fill('A')
    for (const name of ['email', 'subject', 'message'] as const)
      await form.field(name).fill(VALID_MESSAGE[name])
    await form.consent.check()
    const refused = page.waitForResponse('**/api/contact/form')
    await form.send.click()
    expect((await refused).status()).toBe(422)

    // The answer page holds the same choices, still chosen.
    const again = page.locator('main form')
    for (const { field, id } of chosen) {
      const label = form.brief.find((choice) => choice.field === field)?.label ?? field
      await expect(again.getByLabel(label, { exact: true })).toHaveValue(id)
    }
    await expect(again.locator('select')).toHaveCount(chosen.length)

    await answerForm(page, lang).field('name').fill(VALID_MESSAGE.name)
    await answerForm(page, lang).consent.check()
    const posted = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/contact/form'),
    )
    await answerForm(page, lang).send.click()
    const sent = new URLSearchParams((await posted).postData() ?? '')
    for (const { field, id } of chosen) expect(sent.get(field)).toBe(id)
    await expectSentAnswer(page, lang)
  })
})

test('with the app’s code failing to load, the answer listing the mistakes passes axe, its links 24 px targets', async ({
  page,
}) => {
  await page.setViewportSize(NARROW)
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort())
  await page.goto('/en/#contact', { waitUntil: 'domcontentloaded' })
  const form = contactForm(page, 'en')
  await form.field('name').fill('A')
  const answer = page.waitForResponse('**/api/contact/form')
  await form.send.click()
  expect((await answer).status()).toBe(422)
  await expect(page.getByText(WORDS.en.contact.answer.invalid)).toBeVisible()
  await expectNoAxeViolations(page)
})

test('with the app’s code failing to load, a message still reaches the server', async ({
  page,
}) => {
  await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort())
  await page.goto('/en/#contact', { waitUntil: 'domcontentloaded' })
  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/contact/form'),
  )
  await fillAndSend(page, 'en', VALID_MESSAGE)
  expect((await posted).postDataJSON()).toMatchObject({
    ...VALID_MESSAGE,
    consent: 'on',
    language: 'en',
    website: '',
  })
  await expectSentAnswer(page, 'en')
  await expectNoAxeViolations(page)
})
