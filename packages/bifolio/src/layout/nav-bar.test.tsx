import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { navigation } from '../content'
import {
  FIRST,
  FIRST_LANG,
  HAS_SECOND_LANG,
  homeIn,
  SECOND,
  SECOND_LANG,
} from '../../test/web/words'
import { I18nProvider } from '../i18n/i18n-provider'
import { ownName } from '../i18n/language-name'
import { ActiveSectionProvider } from './active-section'
import { NavBar } from './nav-bar'
import { STICKY_THRESHOLD_RATIO, isPastStickyThreshold } from './use-is-sticky'

const SWITCH = '[data-testid="language-toggle"]'

/**
 * The navigation's language switches whose name ends with `label` (it starts with the codes shown):
 * between two languages the toggle, a button; from three on the menu's summary, which opens it.
 */
function languageSwitches(label: string): HTMLElement[] {
  const controls = __MANY_LANGUAGES__
    ? [...document.querySelectorAll<HTMLElement>(`${SWITCH} > summary`)]
    : screen.queryAllByRole('button').filter((button) => button.matches(SWITCH))
  return controls.filter((control) => control.textContent.endsWith(label))
}

/** Presses the navigation's switch to the second language: the toggle, or the menu and its link to it. */
async function switchToSecond(control: HTMLElement) {
  await userEvent.click(control)
  if (!__MANY_LANGUAGES__) return
  const menu = control.closest<HTMLElement>(SWITCH)
  if (!menu) throw new Error('a language menu without its summary')
  await userEvent.click(within(menu).getByRole('link', { name: ownName(SECOND_LANG) }))
}

function renderNav(path = homeIn(FIRST_LANG)) {
  window.history.replaceState(null, '', path)
  render(
    <I18nProvider initialLocale={FIRST_LANG}>
      <ActiveSectionProvider>
        <NavBar />
      </ActiveSectionProvider>
    </I18nProvider>,
  )
}

describe('NavBar', () => {
  /** A section's name in the navigation, in the first language: every section shown has one. */
  const sectionName = (id: (typeof navigation)[number]['id']) => FIRST.nav.sections[id] ?? id
  const [, middle] = navigation
  if (!middle) throw new Error('the navigation has fewer than two sections')

  it('renders one navigation, for every width, with a link per section named as the words say', () => {
    renderNav()
    expect(screen.getAllByRole('navigation')).toHaveLength(1)
    const nav = screen.getByRole('navigation', { name: FIRST.nav.label })
    for (const { id } of navigation) {
      const links = within(nav).getAllByRole('link', { name: sectionName(id) })
      expect(links.map((link) => link.getAttribute('href'))).toEqual([`#${id}`])
    }
  })

  it('starts on Home, marks the clicked section as current at once, then goes to it', async () => {
    renderNav()
    const top = screen.getByRole('navigation', { name: FIRST.nav.label })
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
    const top = screen.getByRole('navigation', { name: FIRST.nav.label })
    const link = within(top).getByRole('link', { name: sectionName('contact') })
    const notPrevented = fireEvent.click(link, { ctrlKey: true })
    expect(notPrevented).toBe(true)
  })

  // A site of one language has no switch.
  it.skipIf(!HAS_SECOND_LANG)('switches language in place, keeping the hash', async () => {
    renderNav(`${homeIn(FIRST_LANG)}#contact`)
    const switches = languageSwitches(FIRST.language.toggleLabel)
    expect(switches).toHaveLength(1)
    await switchToSecond(switches[0] as HTMLElement)
    expect(window.location.pathname + window.location.hash).toBe(`${homeIn(SECOND_LANG)}#contact`)
    expect(await screen.findByRole('navigation', { name: SECOND.nav.label })).toBeInTheDocument()
    expect(languageSwitches(SECOND.language.toggleLabel)).toHaveLength(1)
  })

  it('becomes a floating pill past 10 % of the window height', () => {
    expect(STICKY_THRESHOLD_RATIO).toBe(0.1)
    expect(isPastStickyThreshold(80, 900)).toBe(false)
    expect(isPastStickyThreshold(91, 900)).toBe(true)
    renderNav()
    const top = screen.getByRole('navigation', { name: FIRST.nav.label })
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
