import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { I18nProvider } from '../i18n/i18n-provider'
import { ActiveSectionProvider } from './active-section'
import { NavBar } from './nav-bar'
import { STICKY_THRESHOLD_RATIO, isPastStickyThreshold } from './use-is-sticky'

function renderNav(path = '/') {
  window.history.replaceState(null, '', path)
  render(
    <I18nProvider initialLocale="es">
      <ActiveSectionProvider>
        <NavBar />
      </ActiveSectionProvider>
    </I18nProvider>,
  )
}

describe('NavBar', () => {
  it('renders a top bar and a bottom bar with distinct names and the five anchors', () => {
    renderNav()
    for (const name of ['Principal', 'Secciones']) {
      const nav = screen.getByRole('navigation', { name })
      const hrefs = within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
      expect(hrefs).toEqual(
        expect.arrayContaining(['#home', '#skills', '#projects', '#about-me', '#contact']),
      )
    }
  })

  it('starts on Home, marks the clicked section as current at once, then goes to it', async () => {
    renderNav()
    const top = screen.getByRole('navigation', { name: 'Principal' })
    expect(within(top).getByRole('link', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await userEvent.click(within(top).getByRole('link', { name: 'Proyectos' }))
    expect(within(top).getByRole('link', { name: 'Proyectos' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(within(top).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current')
    // The fragment navigation waits for the frame that shows the link current.
    await waitFor(() => expect(window.location.hash).toBe('#projects'))
  })

  it('leaves a click that opens a new tab to the browser', async () => {
    renderNav()
    const top = screen.getByRole('navigation', { name: 'Principal' })
    const link = within(top).getByRole('link', { name: 'Contacto' })
    const notPrevented = fireEvent.click(link, { ctrlKey: true })
    expect(notPrevented).toBe(true)
  })

  it('switches language from either bar, keeping the hash', async () => {
    renderNav('/#contact')
    const toggles = screen.getAllByRole('button', { name: /Cambiar a inglés$/ })
    expect(toggles.every((toggle) => toggle.dataset.testid === 'language-toggle')).toBe(true)
    await userEvent.click(toggles[0] as HTMLElement)
    expect(window.location.pathname + window.location.hash).toBe('/en/#contact')
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /Switch to Spanish$/ })).toHaveLength(2)
  })

  it('becomes a floating pill past 10 % of the window height', () => {
    expect(STICKY_THRESHOLD_RATIO).toBe(0.1)
    expect(isPastStickyThreshold(80, 900)).toBe(false)
    expect(isPastStickyThreshold(91, 900)).toBe(true)
    renderNav()
    const top = screen.getByRole('navigation', { name: 'Principal' })
    expect(top).toHaveAttribute('data-sticky', 'false')
    act(() => {
      window.scrollY = window.innerHeight
      window.dispatchEvent(new Event('scroll'))
    })
    expect(top).toHaveAttribute('data-sticky', 'true')
    act(() => {
      window.scrollY = 0
      window.dispatchEvent(new Event('scroll'))
    })
  })
})
