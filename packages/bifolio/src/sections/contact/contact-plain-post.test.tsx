import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { es } from '../../../test/web/words'
import { briefChoices } from '../../schema/brief-choices'
import { fillValid, renderContact, VALID } from '../../../test/web/contact-test-kit'

/** What the browser itself would post when the page's code never ran. */
function posted(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]))
}

describe('the form without the page’s code', () => {
  it('posts to the plain-form endpoint, not to the page it sits on', () => {
    renderContact('es')
    const form = screen.getByTestId('contact-form') as HTMLFormElement
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/api/contact/form')
  })

  it('carries every field the endpoint reads, and the page’s language', async () => {
    const { user } = renderContact('es')
    await fillValid(user, 'es')
    const form = screen.getByTestId('contact-form') as HTMLFormElement
    // Each select the content has choices for, on its first option: none chosen.
    const brief = Object.fromEntries(briefChoices(es).map(({ field }) => [field, '']))
    expect(posted(form)).toEqual({
      ...VALID,
      consent: 'on',
      website: '',
      language: 'es',
      ...brief,
    })
  })

  it('follows the language toggle', async () => {
    const { user } = renderContact('es')
    await user.click(screen.getByRole('button', { name: 'switch to English' }))
    const form = screen.getByTestId('contact-form') as HTMLFormElement
    // The words follow the frame that paints the press.
    await waitFor(() => expect(posted(form).language).toBe('en'))
  })
})
