import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it } from 'vitest'
import { socialLinks } from '../content'
import { en } from '../content/words'
import { I18nProvider } from '../i18n/i18n-provider'
import { FloatingMenu } from './floating-menu'

function renderMenu() {
  render(
    <I18nProvider initialLocale="en">
      <FloatingMenu />
    </I18nProvider>,
  )
  return {
    menu: screen.getByTestId('floating-menu'),
    toggle: screen.getByRole('button', { name: en.theme.toggleLabel }),
  }
}

describe('FloatingMenu', () => {
  beforeEach(() => {
    document.documentElement.className = 'light'
  })

  it('is a real theme toggle: aria-pressed, class on <html>, saved choice', async () => {
    const { toggle } = renderMenu()
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(window.localStorage.getItem('theme')).toBe('dark')
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'))
  })

  it('fans out on keyboard focus and folds on Escape, keeping focus on the toggle', async () => {
    const { menu, toggle } = renderMenu()
    expect(menu).toHaveAttribute('data-open', 'false')
    await userEvent.tab()
    expect(toggle).toHaveFocus()
    expect(menu).toHaveAttribute('data-open', 'true')
    await userEvent.tab()
    const [first] = socialLinks
    if (!first) throw new Error('the content has no social link')
    expect(screen.getByRole('link', { name: en.social[first.id] })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(menu).toHaveAttribute('data-open', 'false')
    expect(toggle).toHaveFocus()
  })

  it('fans out on hover and folds when a finger scrolls the page', () => {
    const { menu } = renderMenu()
    fireEvent.pointerEnter(menu)
    expect(menu).toHaveAttribute('data-open', 'true')
    act(() => {
      window.dispatchEvent(new Event('touchmove'))
    })
    expect(menu).toHaveAttribute('data-open', 'false')
  })

  it('opens external profiles in a new tab and mail in the mail app', () => {
    renderMenu()
    for (const { id } of socialLinks.filter((link) => link.id !== 'mail')) {
      const profile = screen.getByRole('link', { name: en.social[id] })
      expect(profile).toHaveAttribute('target', '_blank')
      expect(profile).toHaveAttribute('rel', 'noopener noreferrer')
    }
    const mail = screen.getByRole('link', { name: en.social.mail })
    expect(mail.getAttribute('href')).toMatch(/^mailto:/)
    expect(mail).not.toHaveAttribute('target')
  })

  it('opens when keyboard focus reached it before the code did', async () => {
    const page = (
      <I18nProvider initialLocale="en">
        <FloatingMenu />
      </I18nProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(page)
    document.body.append(container)
    container.querySelector<HTMLButtonElement>('[data-testid="theme-toggle"]')?.focus()
    const root = await act(async () => hydrateRoot(container, page))
    expect(container.querySelector('[data-testid="floating-menu"]')).toHaveAttribute(
      'data-open',
      'true',
    )
    act(() => root.unmount())
    container.remove()
  })
})
