import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderContact } from './contact-test-kit'
import { sendContact } from './send-contact'

vi.mock(import('./send-contact'), async (importOriginal) => ({
  ...(await importOriginal()),
  sendContact: vi.fn(),
}))

beforeEach(() => {
  vi.mocked(sendContact).mockReset()
})

describe('contact form validation', () => {
  it('names each empty field in English and sends nothing', async () => {
    const { user } = renderContact('en')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please fill in your name')
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please fill in your email')
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(
      'Please fill in your subject',
    )
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Please fill in your message',
    )
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Tick this box so that I can reply to you.',
    )
    expect(sendContact).not.toHaveBeenCalled()
  })

  it('names each empty field in Spanish', async () => {
    const { user } = renderContact('es')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    const form = screen.getByTestId('contact-form')
    for (const message of [
      'Por favor, introduce tu nombre',
      'Por favor, introduce tu correo electrónico',
      'Por favor, introduce el asunto',
      'Por favor, escribe tu mensaje',
      'Marca esta casilla para que pueda responderte.',
    ]) {
      expect(within(form).getByText(message)).toBeVisible()
    }
  })

  it('moves focus to the first invalid field', async () => {
    const { user } = renderContact()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    // In the frame after the one that shows the messages.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus())

    await user.type(screen.getByLabelText('Name'), 'Ada')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus())
  })

  it('marks invalid fields with aria-invalid and links their message with aria-describedby', async () => {
    const { user } = renderContact()
    const name = screen.getByLabelText('Name')
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(name).not.toHaveAttribute('aria-describedby')

    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(name).toHaveAttribute('aria-invalid', 'true')
    const messageId = name.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(messageId)).toHaveTextContent('Please fill in your name')
  })

  it('adds the minimum length to a too-short value', async () => {
    const { user } = renderContact()
    await user.type(screen.getByLabelText('Subject'), 'Hi')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription(
      'Please fill in your subject. At least 10 characters.',
    )
  })

  it('explains the expected format of an invalid e-mail address', async () => {
    const { user } = renderContact()
    await user.type(screen.getByLabelText('E-mail'), 'ada@')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Please fill in your email. Check the format, for example name@domain.com.',
    )
  })

  it('clears an error as soon as the visitor fixes the field', async () => {
    const { user } = renderContact()
    await user.click(screen.getByRole('button', { name: 'Send' }))
    const name = screen.getByLabelText('Name')
    await user.type(name, 'A')
    expect(name).toHaveAccessibleDescription('Please fill in your name. At least 2 characters.')
    await user.type(name, 'da')
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(name).not.toHaveAccessibleDescription()

    await user.click(screen.getByRole('checkbox'))
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-invalid')
  })

  it('does not judge a field before the visitor has tried to send', async () => {
    const { user } = renderContact()
    await user.type(screen.getByLabelText('Name'), 'A')
    await user.tab()
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid')
  })

  it('switches shown errors to the other language with the toggle', async () => {
    const { user } = renderContact('es')
    await user.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(screen.getByText('Por favor, introduce tu nombre')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'switch to English' }))
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please fill in your name')
    expect(screen.queryByText('Por favor, introduce tu nombre')).not.toBeInTheDocument()
  })

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
    expect(reached).toContain(screen.getByRole('button', { name: 'Send' }))
  })
})
