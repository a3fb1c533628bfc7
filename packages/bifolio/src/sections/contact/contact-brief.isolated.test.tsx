import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SECOND, SECOND_LANG } from '../../../test/web/words'
import { BRIEF_FIELDS } from '../../schema/contact-fields'
import { briefChoices } from '../../schema/brief-choices'
import { chooseService } from '../../lib/chosen-service'
import { DRAFT_STORAGE_KEY, parseDraft } from './contact-draft'
import { fillValid, renderContact, VALID } from '../../../test/web/contact-test-kit'
import { sendContact } from './send-contact'

vi.mock(import('./send-contact'), async (importOriginal) => ({
  ...(await importOriginal()),
  sendContact: vi.fn(),
}))

const send = vi.mocked(sendContact)
beforeEach(() => send.mockReset())

// The brief the content offers in the second language: a select per choice it has ids for, none otherwise.
const choices = briefChoices(SECOND)
const select = (label: string) => screen.getByRole('combobox', { name: label })

describe('the brief in the contact form', () => {
  it('shows a labelled select for each choice the content has, and none for the others', () => {
    renderContact(SECOND_LANG)
    const form = screen.getByTestId('contact-form')
    expect(within(form).queryAllByRole('combobox')).toHaveLength(choices.length)
    for (const { field, label, none, options } of choices) {
      const control = select(label)
      expect(control).toHaveAttribute('name', field)
      expect(control).toHaveValue('')
      const shown = within(control).getAllByRole('option')
      expect(shown.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
        ['', none],
        ...options.map((option) => [option.id, option.label]),
      ])
    }
    const absent = BRIEF_FIELDS.filter((field) => !choices.some((c) => c.field === field))
    for (const field of absent) expect(form.querySelector(`[name="${field}"]`)).toBeNull()
  })

  it('sends the ids chosen, then leaves every select open again', async () => {
    send.mockResolvedValueOnce({ kind: 'queued', id: 'm1' })
    const { user } = renderContact(SECOND_LANG)
    await fillValid(user)
    const chosen: Record<string, string> = {}
    for (const { field, label, options } of choices) {
      const last = options[options.length - 1]
      if (!last) continue
      await user.selectOptions(select(label), last.id)
      chosen[field] = last.id
    }
    await user.click(screen.getByRole('button', { name: SECOND.contact.send }))
    expect(send.mock.calls[0]?.[0]).toMatchObject({ ...VALID, ...chosen })
    await waitFor(() =>
      expect(screen.getByLabelText(SECOND.contact.fields.name.label)).toHaveValue(''),
    )
    for (const { label } of choices) expect(select(label)).toHaveValue('')
  })

  it('keeps the choices in the draft', async () => {
    const { user } = renderContact(SECOND_LANG)
    const [first] = choices
    const option = first?.options[0]
    if (!first || !option) {
      // An owner with no brief: nothing to keep, and the draft holds none.
      expect(choices).toEqual([])
      return
    }
    await user.selectOptions(select(first.label), option.id)
    await waitFor(() =>
      expect(parseDraft(window.localStorage.getItem(DRAFT_STORAGE_KEY))?.values[first.field]).toBe(
        option.id,
      ),
    )
  })

  it('takes the service chosen on its card, and only one the content offers', async () => {
    renderContact(SECOND_LANG)
    const service = choices.find((choice) => choice.field === 'service')
    act(() => chooseService('no-such-service'))
    if (!service) {
      // No offers: no select to set, and the choice changes nothing.
      expect(
        screen.queryByRole('combobox', { name: SECOND.contact.brief?.service ?? '' }),
      ).toBeNull()
      return
    }
    expect(select(service.label)).toHaveValue('')
    for (const option of service.options) {
      act(() => chooseService(option.id))
      expect(select(service.label)).toHaveValue(option.id)
    }
  })

  it('takes a service chosen before the form came alive, once', async () => {
    const service = choices.find((choice) => choice.field === 'service')
    const [first, second] = service?.options ?? []
    if (!service || !first) {
      expect(choices.some((choice) => choice.field === 'service')).toBe(false)
      return
    }
    chooseService(first.id)
    const { user, unmount } = renderContact(SECOND_LANG)
    expect(select(service.label)).toHaveValue(first.id)
    if (!second) return
    // The visitor changes their mind; a form mounted later keeps that, not the card's.
    await user.selectOptions(select(service.label), second.id)
    unmount()
    renderContact(SECOND_LANG)
    await waitFor(() => expect(select(service.label)).toHaveValue(second.id))
  })
})
