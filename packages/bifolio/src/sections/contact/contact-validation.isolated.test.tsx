import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST, FIRST_LANG, HAS_SECOND_LANG, SECOND, SECOND_LANG } from '../../../test/web/words'
import { format } from '../../lib/format'
import { CONTACT_LIMITS } from '../../schema/contact-fields'
import { renderContact, SWITCH_TO_SECOND } from '../../../test/web/contact-test-kit'
import { errorText } from '../../schema/contact-error-words'
import { sendContact } from './send-contact'

vi.mock(import('./send-contact'), async (importOriginal) => ({
  ...(await importOriginal()),
  sendContact: vi.fn(),
}))

const { fields } = SECOND.contact

beforeEach(() => {
  vi.mocked(sendContact).mockReset()
})

describe('contact form validation', () => {
  it('names each empty field in the second language and sends nothing', async () => {
    const { user } = renderContact(SECOND_LANG)
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))
    expect(screen.getByLabelText(fields.name.label)).toHaveAccessibleDescription(
      fields.name.required,
    )
    expect(screen.getByLabelText(fields.email.label)).toHaveAccessibleDescription(
      fields.email.required,
    )
    expect(screen.getByLabelText(fields.subject.label)).toHaveAccessibleDescription(
      fields.subject.required,
    )
    expect(screen.getByLabelText(fields.message.label)).toHaveAccessibleDescription(
      fields.message.required,
    )
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(SECOND.contact.consentRequired)
    expect(sendContact).not.toHaveBeenCalled()
  })

  it('names each empty field in the first language', async () => {
    const { user } = renderContact(FIRST_LANG)
    await user.click(screen.getByRole('button', { name: FIRST.contact.send }))
    const form = screen.getByTestId('contact-form')
    for (const message of [
      FIRST.contact.fields.name.required,
      FIRST.contact.fields.email.required,
      FIRST.contact.fields.subject.required,
      FIRST.contact.fields.message.required,
      FIRST.contact.consentRequired,
    ]) {
      expect(within(form).getByText(message)).toBeVisible()
    }
  })

  it('moves focus to the first invalid field', async () => {
    const { user } = renderContact()
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))
    // In the frame after the one that shows the messages.
    await waitFor(() => expect(screen.getByLabelText(fields.name.label)).toHaveFocus())

    await user.type(screen.getByLabelText(fields.name.label), 'Ada')
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))
    await waitFor(() => expect(screen.getByLabelText(fields.email.label)).toHaveFocus())
  })

  it('marks invalid fields with aria-invalid and links their message with aria-describedby', async () => {
    const { user } = renderContact()
    const name = screen.getByLabelText(fields.name.label)
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(name).not.toHaveAttribute('aria-describedby')

    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))
    expect(name).toHaveAttribute('aria-invalid', 'true')
    const messageId = name.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(messageId)).toHaveTextContent(fields.name.required)
  })

  it('adds the minimum length to a too-short value', async () => {
    const { user } = renderContact()
    await user.type(screen.getByLabelText(fields.subject.label), 'Hi')
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))
    expect(screen.getByLabelText(fields.subject.label)).toHaveAccessibleDescription(
      errorText({
        message: fields.subject.required,
        hint: format(SECOND.contact.tooShort, { min: CONTACT_LIMITS.subject.min }),
      }),
    )
  })

  it('explains the expected format of an invalid e-mail address', async () => {
    const { user } = renderContact()
    await user.type(screen.getByLabelText(fields.email.label), 'ada@')
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))
    expect(screen.getByLabelText(fields.email.label)).toHaveAccessibleDescription(
      errorText({ message: fields.email.required, hint: SECOND.contact.invalidEmail }),
    )
  })

  it('clears an error as soon as the visitor fixes the field', async () => {
    const { user } = renderContact()
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))
    const name = screen.getByLabelText(fields.name.label)
    await user.type(name, 'A')
    expect(name).toHaveAccessibleDescription(
      errorText({
        message: fields.name.required,
        hint: format(SECOND.contact.tooShort, { min: CONTACT_LIMITS.name.min }),
      }),
    )
    await user.type(name, 'da')
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(name).not.toHaveAccessibleDescription()

    await user.click(screen.getByRole('checkbox'))
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-invalid')
  })

  it('does not judge a field before the visitor has tried to send', async () => {
    const { user } = renderContact()
    await user.type(screen.getByLabelText(fields.name.label), 'A')
    await user.tab()
    expect(screen.getByLabelText(fields.name.label)).not.toHaveAttribute('aria-invalid')
  })

  // A site of one language has no toggle.
  it.skipIf(!HAS_SECOND_LANG)(
    'switches shown errors to the other language with the toggle',
    async () => {
      const { user } = renderContact(FIRST_LANG)
      await user.click(screen.getByRole('button', { name: FIRST.contact.send }))
      expect(screen.getByText(FIRST.contact.fields.name.required)).toBeVisible()
      await user.click(screen.getByRole('button', { name: SWITCH_TO_SECOND }))
      // The words follow the frame that paints the press.
      expect(await screen.findByLabelText(fields.name.label)).toHaveAccessibleDescription(
        fields.name.required,
      )
      expect(screen.queryByText(FIRST.contact.fields.name.required)).not.toBeInTheDocument()
    },
  )

  it('keeps the honeypot out of reach: off the tab order and hidden from assistive technology', async () => {
    const { user } = renderContact()
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')
    expect(honeypot).not.toBeNull()
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    expect(honeypot).toHaveAttribute('autocomplete', 'off')
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument()

    const reached: Element[] = []
    for (let step = 0; step < 12; step += 1) {
      await user.tab()
      if (document.activeElement) reached.push(document.activeElement)
    }
    expect(reached).not.toContain(honeypot)
    expect(reached).toContain(screen.getByRole('button', { name: SECOND.contact.send }))
  })
})
