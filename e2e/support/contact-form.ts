import { expect, type Locator, type Page } from '@playwright/test'
import type { BriefField } from '../../packages/bifolio/src/schema/contact-schema'
import { briefChoices } from './content'
import { siteWords } from './words'

export const TEXT_FIELDS = ['name', 'email', 'subject', 'message'] as const
export type TextField = (typeof TEXT_FIELDS)[number]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The contact form's controls, found by their visible labels in `lang`. */
export function contactForm(page: Page, lang: string) {
  const t = siteWords(lang).contact
  const form = page.getByTestId('contact-form')
  // A label may carry a required marker after the word, and the consent sentence also says
  // "name" and "e-mail", so match the label's start.
  const field = (name: TextField): Locator =>
    form.getByLabel(new RegExp(`^\\s*${escape(t.fields[name].label)}`))
  const brief = briefChoices(siteWords(lang))
  /** The brief's select for `name`, by its label; only the choices the content has exist. */
  const choice = (name: BriefField): Locator => {
    const label = brief.find((shown) => shown.field === name)?.label ?? name
    return form.getByRole('combobox', { name: label, exact: true })
  }
  return {
    form,
    field,
    /** The brief the content offers in `lang`, one entry per select the form shows. */
    brief,
    choice,
    consent: form.getByRole('checkbox'),
    send: form.getByRole('button', { name: t.send, exact: true }),
    sending: form.getByRole('button', { name: t.sending, exact: true }),
  }
}

export const VALID_MESSAGE = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A freelance project for next month',
  message: 'Hello! I would like to talk about a React project with an API.',
} as const satisfies Record<TextField, string>

export async function fillForm(
  page: Page,
  lang: string,
  values: Record<TextField, string>,
): Promise<void> {
  const { field } = await liveContactForm(page, lang)
  for (const name of TEXT_FIELDS) await field(name).fill(values[name])
}

/**
 * The contact form once React has taken over its fields. Pressed before that, Send posts the
 * form to the server, which answers with a page of its own (contact-without-code.spec.ts), so a
 * test of the in-page behaviour waits for it. The form marks itself (see contact-form.tsx); its
 * code loads as it nears the viewport (an island woken when near), so the visitor scrolls there,
 * and on a busy machine it can take a while.
 */
export async function liveContactForm(page: Page, lang: string) {
  const controls = contactForm(page, lang)
  await controls.form.scrollIntoViewIfNeeded()
  await expect(controls.form).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 })
  return controls
}

/** Toasts live in a live region: role status or alert. */
export function toast(page: Page, text: string): Locator {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text }).last()
}
