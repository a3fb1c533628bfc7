import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { socialLinks } from '../content'
import { socialLabel } from '../content/social-label'
import { FIRST, FIRST_LANG, SECOND, SECOND_LANG } from '../../test/web/words'
import { I18nProvider } from '../i18n/i18n-provider'
import type { Locale } from '../i18n/locales'
import { LOCALE_SHOWN_EVENT } from '../lib/hydration-signals'
import { morphChildren } from '../lib/morph'
import FloatingMenu from './floating-menu'
import { wakeFloatingMenu } from './floating-menu-wake'

/** The menu as the prerenderer writes it: no React root owns it in the browser. */
function prerendered(locale: Locale): string {
  return renderToString(
    <I18nProvider initialLocale={locale}>
      <FloatingMenu />
    </I18nProvider>,
  )
}

let stop = () => {}
let part: HTMLElement

/** The prerendered menu in the page, answered from the document as the page does once `listen`. */
function showMenu({ listen = true } = {}) {
  part = document.createElement('div')
  part.innerHTML = prerendered(SECOND_LANG)
  document.body.append(part)
  if (listen) stop = wakeFloatingMenu()
  return {
    menu: screen.getByTestId('floating-menu'),
    toggle: screen.getByRole('button', { name: SECOND.theme.toggleLabel }),
  }
}

describe('the floating menu', () => {
  beforeEach(async () => {
    document.documentElement.className = 'light'
    // A press of an earlier test may still be on its way to <html>.
    await new Promise((resolve) => setTimeout(resolve, 50))
    document.documentElement.className = 'light'
  })

  afterEach(() => {
    stop()
    part.remove()
  })

  it('is a real theme toggle: aria-pressed, class on <html>, saved choice', async () => {
    const { toggle } = showMenu()
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(window.localStorage.getItem('theme')).toBe('dark')
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'))
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(window.localStorage.getItem('theme')).toBe('light')
  })

  it('shows the theme the head script put on the page, which the HTML cannot know', () => {
    document.documentElement.className = 'dark'
    const { toggle } = showMenu()
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
  })

  it('leaves fanning out to the stylesheet until the first hover or focus brings its code', () => {
    const { menu } = showMenu()
    // floating-menu.css: `:not([data-open])` fans out on :hover and :focus-within.
    expect(menu).not.toHaveAttribute('data-open')
  })

  it('fans out on keyboard focus and folds on Escape, keeping focus on the toggle', async () => {
    const { menu, toggle } = showMenu()
    await userEvent.tab()
    expect(toggle).toHaveFocus()
    await waitFor(() => expect(menu).toHaveAttribute('data-open', 'true'))
    await userEvent.tab()
    const [first] = socialLinks
    if (!first) throw new Error('the content has no social link')
    expect(screen.getByRole('link', { name: socialLabel(first, SECOND.social) })).toHaveFocus()
    expect(menu).toHaveAttribute('data-open', 'true')
    await userEvent.keyboard('{Escape}')
    expect(menu).toHaveAttribute('data-open', 'false')
    expect(toggle).toHaveFocus()
  })

  it('folds when keyboard focus leaves it', async () => {
    const { menu, toggle } = showMenu()
    const outside = document.createElement('button')
    document.body.append(outside)
    toggle.focus()
    await waitFor(() => expect(menu).toHaveAttribute('data-open', 'true'))
    outside.focus()
    expect(menu).toHaveAttribute('data-open', 'false')
    outside.remove()
  })

  it('fans out on hover, stays open within, and folds when the pointer leaves or a finger scrolls', async () => {
    const { menu, toggle } = showMenu()
    // jsdom has no :hover for the code to read on arrival: it comes with a focus first.
    toggle.focus()
    await waitFor(() => expect(menu).toHaveAttribute('data-open', 'true'))
    toggle.blur()
    expect(menu).toHaveAttribute('data-open', 'false')
    fireEvent.pointerOver(toggle)
    expect(menu).toHaveAttribute('data-open', 'true')
    const link = menu.querySelector('a')
    fireEvent.pointerOut(toggle, { relatedTarget: link })
    expect(menu).toHaveAttribute('data-open', 'true')
    fireEvent.pointerOut(menu, { relatedTarget: document.body })
    expect(menu).toHaveAttribute('data-open', 'false')
    fireEvent.pointerOver(toggle)
    window.dispatchEvent(new Event('touchmove'))
    expect(menu).toHaveAttribute('data-open', 'false')
  })

  it('opens external profiles in a new tab and mail in the mail app', () => {
    showMenu()
    for (const link of socialLinks.filter(({ id }) => id !== 'mail')) {
      const profile = screen.getByRole('link', { name: socialLabel(link, SECOND.social) })
      expect(profile).toHaveAttribute('target', '_blank')
      expect(profile).toHaveAttribute('rel', 'noopener noreferrer')
    }
    const mail = screen.getByRole('link', { name: SECOND.social.mail })
    expect(mail.getAttribute('href')).toMatch(/^mailto:/)
    expect(mail).not.toHaveAttribute('target')
  })

  it('opens when keyboard focus reached it before its fanning code did', async () => {
    const { menu, toggle } = showMenu()
    toggle.focus()
    // Its code is on its way: the stylesheet's :focus-within shows the group meanwhile.
    expect(menu).not.toHaveAttribute('data-open')
    await waitFor(() => expect(menu).toHaveAttribute('data-open', 'true'))
  })

  it('folds on Escape when keyboard focus was in it before the page’s code ran', async () => {
    const { menu } = showMenu({ listen: false })
    const link = screen.getAllByRole('link')[0]
    link?.focus()
    stop = wakeFloatingMenu()
    fireEvent.keyDown(link ?? document.body, { key: 'Escape' })
    await waitFor(() => expect(menu).toHaveAttribute('data-open', 'false'))
    expect(screen.getByRole('button', { name: SECOND.theme.toggleLabel })).toHaveFocus()
  })

  it('keeps no Escape pressed before the menu was reached', async () => {
    const { menu, toggle } = showMenu()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    toggle.focus()
    await waitFor(() => expect(menu).toHaveAttribute('data-open', 'true'))
  })

  it('gives the page each other key pressed while its fanning code was on its way once', async () => {
    const { menu, toggle } = showMenu()
    const keys: string[] = []
    const count = (event: KeyboardEvent) => keys.push(event.key)
    document.addEventListener('keydown', count)
    toggle.focus()
    fireEvent.keyDown(toggle, { key: 'Tab' })
    fireEvent.keyDown(toggle, { key: 'a' })
    await waitFor(() => expect(menu).toHaveAttribute('data-open', 'true'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    document.removeEventListener('keydown', count)
    expect(keys).toEqual(['Tab', 'a'])
  })

  it('folds on an Escape pressed while its fanning code was on its way', async () => {
    const { menu, toggle } = showMenu()
    toggle.focus()
    // In the same task as the focus that sent for the code: before it can have come.
    fireEvent.keyDown(toggle, { key: 'Escape' })
    expect(menu).not.toHaveAttribute('data-open')
    await waitFor(() => expect(menu).toHaveAttribute('data-open', 'false'))
    expect(toggle).toHaveFocus()
  })

  it('keeps its theme and stays open through a language switch, which brings back the prerendered attributes', async () => {
    document.documentElement.className = 'dark'
    const { menu, toggle } = showMenu()
    toggle.focus()
    await waitFor(() => expect(menu).toHaveAttribute('data-open', 'true'))
    morphChildren(part, prerendered(FIRST_LANG))
    document.dispatchEvent(new Event(LOCALE_SHOWN_EVENT))
    expect(toggle).toHaveAccessibleName(FIRST.theme.toggleLabel)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(menu).toHaveAttribute('data-open', 'true')
    expect(toggle).toHaveFocus()
  })
})
