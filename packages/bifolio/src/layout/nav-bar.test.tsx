import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { navigation } from '../content'
import { en, es } from '../../test/web/words'
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
  /** A section's name in the navigation, in Spanish: every section shown has one. */
  const sectionName = (id: (typeof navigation)[number]['id']) => es.nav.sections[id] ?? id
  const [, middle] = navigation
  if (!middle) throw new Error('the navigation has fewer than two sections')

  it('renders a top bar and a bottom bar with distinct names and an anchor per section', () => {
    renderNav()
    for (const name of [es.nav.label, es.nav.compactLabel]) {
      const nav = screen.getByRole('navigation', { name })
      const hrefs = within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
      expect(hrefs).toEqual(expect.arrayContaining(navigation.map(({ id }) => `#${id}`)))
    }
  })

  it('starts on Home, marks the clicked section as current at once, then goes to it', async () => {
    renderNav()
    const top = screen.getByRole('navigation', { name: es.nav.label })
    const home = { name: sectionName('home') }
    expect(within(top).getByRole('link', home)).toHaveAttribute('aria-current', 'true')
    const other = { name: sectionName(middle.id) }
    await userEvent.click(within(top).getByRole('link', other))
    expect(within(top).getByRole('link', other)).toHaveAttribute('aria-current', 'true')
    expect(within(top).getByRole('link', home)).not.toHaveAttribute('aria-current')
    // The fragment navigation waits for the frame that shows the link current.
    await waitFor(() => expect(window.location.hash).toBe(`#${middle.id}`))
  })

  it('leaves a click that opens a new tab to the browser', async () => {
    renderNav()
    const top = screen.getByRole('navigation', { name: es.nav.label })
    const link = within(top).getByRole('link', { name: sectionName('contact') })
    const notPrevented = fireEvent.click(link, { ctrlKey: true })
    expect(notPrevented).toBe(true)
  })

  it('switches language from either bar, keeping the hash', async () => {
    renderNav('/#contact')
    const named = (label: string) => ({ name: (name: string) => name.endsWith(label) })
    const toggles = screen.getAllByRole('button', named(es.language.toggleLabel))
    expect(toggles.every((toggle) => toggle.dataset.testid === 'language-toggle')).toBe(true)
    await userEvent.click(toggles[0] as HTMLElement)
    expect(window.location.pathname + window.location.hash).toBe('/en/#contact')
    expect(await screen.findByRole('navigation', { name: en.nav.label })).toBeInTheDocument()
    expect(screen.getAllByRole('button', named(en.language.toggleLabel))).toHaveLength(2)
  })

  it('becomes a floating pill past 10 % of the window height', () => {
    expect(STICKY_THRESHOLD_RATIO).toBe(0.1)
    expect(isPastStickyThreshold(80, 900)).toBe(false)
    expect(isPastStickyThreshold(91, 900)).toBe(true)
    renderNav()
    const top = screen.getByRole('navigation', { name: es.nav.label })
    expect(top).not.toHaveAttribute('data-sticky')
    act(() => {
      window.scrollY = window.innerHeight
      window.dispatchEvent(new Event('scroll'))
    })
    expect(top).toHaveAttribute('data-sticky', 'true')
    act(() => {
      window.scrollY = 0
      window.dispatchEvent(new Event('scroll'))
    })
    expect(top).not.toHaveAttribute('data-sticky')
  })
})
