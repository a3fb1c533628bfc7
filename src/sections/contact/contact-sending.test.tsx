import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { DRAFT_STORAGE_KEY } from './contact-draft'
import { fillValid, renderContact, VALID } from './contact-test-kit'
import { sendContact, type SendResult } from './send-contact'

vi.mock(import('./send-contact'), async (importOriginal) => ({
  ...(await importOriginal()),
  sendContact: vi.fn(),
}))

const send = vi.mocked(sendContact)

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
    const { user } = renderContact('en')
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(send).toHaveBeenCalledOnce()
    expect(send.mock.calls[0]?.[0]).toEqual({
      ...VALID,
      consent: true,
      language: 'en',
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
    const { user } = renderContact('en')
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send' }))

    const button = screen.getByRole('button', { name: 'Sending...' })
    expect(button).toBeDisabled()
    finish({ kind: 'failed', reason: 'network' })
    expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled()
  })

  it('on success shows the sent toast, clears the form and forgets the draft', async () => {
    answer({ kind: 'queued', id: 'm1' })
    const { user } = renderContact('en')
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send' }))

    const status = screen.getByRole('status')
    expect(
      await within(status).findByText(
        'Thank you for your email. I will get back to you as soon as possible',
      ),
    ).toBeInTheDocument()
    for (const label of ['Name', 'E-mail', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('')
    }
    expect(screen.getByRole('checkbox')).not.toBeChecked()
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull()
  })

  it('on failure shows the failed toast and keeps everything typed', async () => {
    answer({ kind: 'failed', reason: 'server' })
    const { user } = renderContact('en')
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send' }))

    const alert = screen.getByRole('alert')
    expect(
      await within(alert).findByText(
        'Unfortunately the sending of your email did not work. Please try again later',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveValue(VALID.name)
    expect(screen.getByLabelText('Message')).toHaveValue(VALID.message)
    expect(screen.getByRole('checkbox')).toBeChecked()
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus()
  })

  it('says so when the visitor has sent too many messages', async () => {
    answer({ kind: 'rate_limited', retryAfterSeconds: 60 })
    const { user } = renderContact('es')
    await fillValid(user, 'es')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))

    expect(
      await within(screen.getByRole('alert')).findByText(
        'Has enviado varios mensajes seguidos. Inténtalo de nuevo en unos minutos.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Nombre')).toHaveValue(VALID.name)
  })

  it('shows the field errors of a 422 under their fields and focuses the first', async () => {
    answer({ kind: 'invalid', errors: { subject: 'too_long', email: 'invalid' } })
    const { user } = renderContact('en')
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send' }))

    const email = screen.getByLabelText('E-mail')
    await waitFor(() => expect(email).toHaveFocus())
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription(
      'Please fill in your email. Check the format, for example name@domain.com.',
    )
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(
      'Please fill in your subject. At most 150 characters.',
    )
    expect(screen.getByLabelText('Name')).toHaveValue(VALID.name)
  })

  it('reuses the Idempotency-Key when retrying the same draft, and takes a new one after success', async () => {
    answer(
      { kind: 'failed', reason: 'network' },
      { kind: 'queued', id: 'm1' },
      { kind: 'queued', id: 'm2' },
    )
    const { user } = renderContact('en')
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await user.click(await screen.findByRole('button', { name: 'Send' }))
    expect(keyOfCall(0)).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(keyOfCall(1)).toBe(keyOfCall(0))

    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(send).toHaveBeenCalledTimes(3)
    expect(keyOfCall(2)).not.toBe(keyOfCall(0))
  })
})
