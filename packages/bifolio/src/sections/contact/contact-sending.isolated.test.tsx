import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { FIRST, FIRST_LANG, SECOND, SECOND_LANG } from '../../../test/web/words'
import { format } from '../../lib/format'
import { CONTACT_LIMITS } from '../../schema/contact-fields'
import { DRAFT_STORAGE_KEY } from './contact-draft'
import { fillValid, renderContact, VALID } from '../../../test/web/contact-test-kit'
import { errorText } from '../../schema/contact-error-words'
import { sendContact, type SendResult } from './send-contact'

vi.mock(import('./send-contact'), async (importOriginal) => ({
  ...(await importOriginal()),
  sendContact: vi.fn(),
}))

const send = vi.mocked(sendContact)
const { fields } = SECOND.contact

function answer(...results: SendResult[]) {
  for (const result of results) send.mockResolvedValueOnce(result)
}

function keyOfCall(index: number): string | undefined {
  return send.mock.calls[index]?.[1].idempotencyKey
}

beforeEach(() => {
  send.mockReset()
})

describe('sending the contact form', () => {
  it('posts what was typed with the page language and the honeypot', async () => {
    answer({ kind: 'queued', id: 'm1' })
    const { user } = renderContact(SECOND_LANG)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))
    expect(send).toHaveBeenCalledOnce()
    expect(send.mock.calls[0]?.[0]).toEqual({
      ...VALID,
      consent: true,
      language: SECOND_LANG,
      website: '',
      // The brief left open: the schema takes '' as not given.
      service: '',
      budget: '',
      timeline: '',
    })
  })

  it('disables the button and says it is sending while the request runs', async () => {
    let finish: (result: SendResult) => void = () => undefined
    send.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)))
    const { user } = renderContact(SECOND_LANG)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))

    const button = screen.getByRole('button', { name: SECOND.contact.sending })
    expect(button).toBeDisabled()
    finish({ kind: 'failed', reason: 'network' })
    expect(await screen.findByRole('button', { name: SECOND.contact.send })).toBeEnabled()
  })

  it('on success shows the sent toast, clears the form and forgets the draft', async () => {
    answer({ kind: 'queued', id: 'm1' })
    const { user } = renderContact(SECOND_LANG)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))

    const status = screen.getByRole('status')
    expect(await within(status).findByText(SECOND.contact.sent)).toBeInTheDocument()
    for (const { label } of [fields.name, fields.email, fields.subject, fields.message]) {
      expect(screen.getByLabelText(label)).toHaveValue('')
    }
    expect(screen.getByRole('checkbox')).not.toBeChecked()
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull()
  })

  it('on failure shows the failed toast and keeps everything typed', async () => {
    answer({ kind: 'failed', reason: 'server' })
    const { user } = renderContact(SECOND_LANG)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))

    const alert = screen.getByRole('alert')
    expect(await within(alert).findByText(SECOND.contact.failed)).toBeInTheDocument()
    expect(screen.getByLabelText(fields.name.label)).toHaveValue(VALID.name)
    expect(screen.getByLabelText(fields.message.label)).toHaveValue(VALID.message)
    expect(screen.getByRole('checkbox')).toBeChecked()
    expect(screen.getByRole('button', { name: SECOND.contact.send })).toHaveFocus()
  })

  it('says so when the visitor has sent too many messages', async () => {
    answer({ kind: 'rate_limited', retryAfterSeconds: 60 })
    const { user } = renderContact(FIRST_LANG)
    await fillValid(user, FIRST_LANG)
    await user.click(screen.getByRole('button', { name: FIRST.contact.send }))

    expect(
      await within(screen.getByRole('alert')).findByText(FIRST.contact.rateLimited),
    ).toBeInTheDocument()
    expect(screen.getByLabelText(FIRST.contact.fields.name.label)).toHaveValue(VALID.name)
  })

  it('shows the field errors of a 422 under their fields and focuses the first', async () => {
    answer({ kind: 'invalid', errors: { subject: 'too_long', email: 'invalid' } })
    const { user } = renderContact(SECOND_LANG)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))

    const email = screen.getByLabelText(fields.email.label)
    await waitFor(() => expect(email).toHaveFocus())
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(
      errorText({ message: fields.email.required, hint: SECOND.contact.invalidEmail }),
    )
    expect(screen.getByLabelText(fields.subject.label)).toHaveAccessibleDescription(
      errorText({
        message: fields.subject.required,
        hint: format(SECOND.contact.tooLong, { max: CONTACT_LIMITS.subject.max }),
      }),
    )
    expect(screen.getByLabelText(fields.name.label)).toHaveValue(VALID.name)
  })

  it('reuses the Idempotency-Key when retrying the same draft, and takes a new one after success', async () => {
    answer(
      { kind: 'failed', reason: 'network' },
      { kind: 'queued', id: 'm1' },
      { kind: 'queued', id: 'm2' },
    )
    const { user } = renderContact(SECOND_LANG)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))
    await user.click(await screen.findByRole('button', { name: SECOND.contact.send }))
    expect(keyOfCall(0)).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(keyOfCall(1)).toBe(keyOfCall(0))

    await fillValid(user)
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))
    expect(send).toHaveBeenCalledTimes(3)
    expect(keyOfCall(2)).not.toBe(keyOfCall(0))
  })

  it('takes a new Idempotency-Key for words edited after a failed send', async () => {
    answer({ kind: 'failed', reason: 'network' }, { kind: 'queued', id: 'm2' })
    const { user } = renderContact(SECOND_LANG)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))
    await user.type(await screen.findByLabelText(fields.message.label), ' And a second thought.')
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))
    expect(send).toHaveBeenCalledTimes(2)
    expect(send.mock.calls[1]?.[0].message).toBe(`${VALID.message} And a second thought.`)
    expect(keyOfCall(1)).not.toBe(keyOfCall(0))
  })

  it('sends the same words again under a new key when the key holds others (409)', async () => {
    answer({ kind: 'conflict' }, { kind: 'queued', id: 'm1' })
    const { user } = renderContact(SECOND_LANG)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))
    const status = screen.getByRole('status')
    expect(await within(status).findByText(SECOND.contact.sent)).toBeInTheDocument()
    expect(send).toHaveBeenCalledTimes(2)
    expect(send.mock.calls[1]?.[0]).toEqual(send.mock.calls[0]?.[0])
    expect(keyOfCall(1)).not.toBe(keyOfCall(0))
  })
})
