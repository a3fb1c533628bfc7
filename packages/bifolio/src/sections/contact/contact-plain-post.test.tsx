import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FIRST, FIRST_LANG, HAS_SECOND_LANG, SECOND_LANG } from '../../../test/web/words'
import { briefChoices } from '../../schema/brief-choices'
import {
  fillValid,
  renderContact,
  SWITCH_TO_SECOND,
  VALID,
} from '../../../test/web/contact-test-kit'

/** What the browser itself would post when the page's code never ran. */
function posted(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]))
}

describe('the form without the page’s code', () => {
  it('posts to the plain-form endpoint, not to the page it sits on', () => {
    renderContact(FIRST_LANG)
    const form = screen.getByTestId('contact-form') as HTMLFormElement
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/api/contact/form')
  })

  it('carries every field the endpoint reads, and the page’s language', async () => {
    const { user } = renderContact(FIRST_LANG)
    await fillValid(user, FIRST_LANG)
    const form = screen.getByTestId('contact-form') as HTMLFormElement
    // Each select the content has choices for, on its first option: none chosen.
    const brief = Object.fromEntries(briefChoices(FIRST).map(({ field }) => [field, '']))
    expect(posted(form)).toEqual({
      ...VALID,
      consent: 'on',
      website: '',
      language: FIRST_LANG,
      ...brief,
    })
  })

  // A site of one language has no toggle.
  it.skipIf(!HAS_SECOND_LANG)('follows the language toggle', async () => {
    const { user } = renderContact(FIRST_LANG)
    await user.click(screen.getByRole('button', { name: SWITCH_TO_SECOND }))
    const form = screen.getByTestId('contact-form') as HTMLFormElement
    // The words follow the frame that paints the press.
    await waitFor(() => expect(posted(form).language).toBe(SECOND_LANG))
  })
})
