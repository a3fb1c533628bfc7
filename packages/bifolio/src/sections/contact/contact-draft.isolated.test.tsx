import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SECOND, SECOND_LANG } from '../../../test/web/words'
import { DRAFT_STORAGE_KEY, parseDraft } from './contact-draft'
import { ContactPage, fillValid, renderContact, VALID } from '../../../test/web/contact-test-kit'
import { sendContact } from './send-contact'

vi.mock(import('./send-contact'), async (importOriginal) => ({
  ...(await importOriginal()),
  sendContact: vi.fn(),
}))

const { fields } = SECOND.contact
const storedDraft = () => parseDraft(window.localStorage.getItem(DRAFT_STORAGE_KEY))

afterEach(() => {
  vi.mocked(sendContact).mockReset()
  vi.restoreAllMocks()
})

describe('the contact draft', () => {
  it('survives a remount until it is sent', async () => {
    const { user, unmount } = renderContact(SECOND_LANG)
    await fillValid(user)
    unmount()

    render(<ContactPage locale={SECOND_LANG} />)
    expect(screen.getByLabelText(fields.name.label)).toHaveValue(VALID.name)
    expect(screen.getByLabelText(fields.email.label)).toHaveValue(VALID.email)
    expect(screen.getByLabelText(fields.subject.label)).toHaveValue(VALID.subject)
    expect(screen.getByLabelText(fields.message.label)).toHaveValue(VALID.message)
    expect(screen.getByRole('checkbox')).toBeChecked()
  })

  it('never keeps the honeypot', async () => {
    const { user, unmount } = renderContact(SECOND_LANG)
    await fillValid(user)
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')
    if (!honeypot) throw new Error('no honeypot')
    await user.type(honeypot, 'https://spam.example')
    unmount()
    expect(storedDraft()?.values.website).toBe('')
  })

  it('keeps what was typed into the prerendered form before hydration', async () => {
    window.localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ values: { ...VALID, name: 'Old name' }, idempotencyKey: null }),
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(<ContactPage locale={SECOND_LANG} />)
    document.body.append(container)
    // A visitor on a slow phone types before the form's code has arrived.
    const name = container.querySelector<HTMLInputElement>('input[name="name"]')
    const consent = container.querySelector<HTMLInputElement>('input[name="consent"]')
    if (!name || !consent) throw new Error('the prerendered form lacks its fields')
    name.value = 'Typed early'
    consent.checked = true

    const root = await act(async () => hydrateRoot(container, <ContactPage locale={SECOND_LANG} />))

    expect(screen.getByLabelText(fields.name.label)).toHaveValue('Typed early')
    expect(screen.getByLabelText(fields.email.label)).toHaveValue(VALID.email)
    expect(screen.getByRole('checkbox')).toBeChecked()
    act(() => root.unmount())
    container.remove()
  })

  it('renders the empty form on the server and restores the draft after hydration, without a mismatch', async () => {
    window.localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ values: { ...VALID, consent: true }, idempotencyKey: null }),
    )
    const html = renderToString(<ContactPage locale={SECOND_LANG} />)
    expect(html).not.toContain(VALID.name)

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const consoleError = vi.spyOn(console, 'error')
    const onRecoverableError = vi.fn()
    const root = await act(async () =>
      hydrateRoot(container, <ContactPage locale={SECOND_LANG} />, { onRecoverableError }),
    )

    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    expect(screen.getByLabelText(fields.name.label)).toHaveValue(VALID.name)
    expect(screen.getByRole('checkbox')).toBeChecked()
    act(() => root.unmount())
    container.remove()
  })

  it('keeps the Idempotency-Key across a reload after a failed send', async () => {
    vi.mocked(sendContact).mockResolvedValue({ kind: 'failed', reason: 'network' })
    const { user, unmount } = renderContact(SECOND_LANG)
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))
    await screen.findByRole('button', { name: SECOND.contact.send })
    unmount()

    const again = renderContact(SECOND_LANG)
    await again.user.click(screen.getByRole('button', { name: SECOND.contact.send }))
    const [first, second] = vi.mocked(sendContact).mock.calls
    expect(first?.[1].idempotencyKey).toBeTruthy()
    expect(second?.[1].idempotencyKey).toBe(first?.[1].idempotencyKey)
  })

  it('ignores a stored draft it cannot read', () => {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, '{not json')
    render(<ContactPage locale={SECOND_LANG} />)
    expect(screen.getByLabelText(fields.name.label)).toHaveValue('')
  })
})
