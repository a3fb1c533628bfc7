import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { I18nProvider } from '../i18n/i18n-provider'
import { LANGUAGE_STORAGE_KEY, LOCALES, PATH_WORDS, setSiteLanguages } from '../i18n/locales'
import { ownName } from '../i18n/language-name'
import { LanguageMenu } from './language-menu'

/** A site in three languages, the site under test's two and one of its own after them. */
const site = LOCALES
const sitePathWords = PATH_WORDS
const THREE = [...site, 'pt-BR']

function renderSwitch(route: { path: string; locale: string }) {
  window.history.replaceState(null, '', route.path)
  render(
    <I18nProvider initialLocale={route.locale}>
      <LanguageMenu />
    </I18nProvider>,
  )
}

// The switch draws this menu when the build counts three languages or more (a constant).
describe('the language menu of a site in three languages', () => {
  beforeEach(() => setSiteLanguages(THREE, sitePathWords))
  afterEach(() => setSiteLanguages(site, sitePathWords))

  it('lists every language by its own name, each link with its lang and hreflang', () => {
    const [first] = THREE
    if (first === undefined) throw new Error('the site has no language')
    renderSwitch({ path: '/', locale: first })
    const links = within(screen.getByTestId('language-toggle')).getAllByRole('link', {
      hidden: true,
    })
    expect(
      links.map((link) => [
        link.textContent,
        link.getAttribute('lang'),
        link.getAttribute('hreflang'),
      ]),
    ).toEqual(
      THREE.map((tag) => {
        const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag
        return [name.charAt(0).toLocaleUpperCase(tag) + name.slice(1), tag, tag]
      }),
    )
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      THREE.map((tag) => (tag === first ? '/' : `/${tag.toLowerCase()}/`)),
    )
    expect(links[0]).toHaveAttribute('aria-current', 'true')
  })

  it('on the landing page switches in place: the URL moves, the hash stays, the choice is saved', async () => {
    const [first, second] = THREE
    if (first === undefined || second === undefined) throw new Error('the site has two languages')
    renderSwitch({ path: '/#contact', locale: first })
    const user = userEvent.setup()
    const menu = screen.getByTestId('language-toggle')
    await user.click(menu.querySelector('summary') as Element)
    const link = screen.getByRole('link', { name: ownName(second) })
    // After React's own listener, which the root holds.
    let followed = true
    const listen = (event: Event) => (followed = !event.defaultPrevented)
    window.addEventListener('click', listen)
    await user.click(link)
    window.removeEventListener('click', listen)
    expect(followed).toBe(false)
    expect(window.location.pathname + window.location.hash).toBe(
      `/${second.toLowerCase()}/#contact`,
    )
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe(second.toUpperCase())
    expect(menu).not.toHaveAttribute('open')
  })

  it('on a page in one language leads to the same page in the chosen one, saving it', async () => {
    const [first] = THREE
    if (first === undefined) throw new Error('the site has no language')
    window.history.replaceState(null, '', '/projects/')
    const route = { kind: 'projects' as const, locale: first }
    render(
      <I18nProvider initialLocale={first} route={route}>
        <LanguageMenu />
      </I18nProvider>,
    )
    const user = userEvent.setup()
    await user.click(screen.getByTestId('language-toggle').querySelector('summary') as Element)
    const last = screen.getAllByRole('link').at(-1)
    if (!last) throw new Error('the menu lists no language')
    let followed = false
    const listen = (event: Event) => {
      followed = !event.defaultPrevented
      event.preventDefault()
    }
    window.addEventListener('click', listen)
    await user.click(last)
    window.removeEventListener('click', listen)
    expect(followed).toBe(true)
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('PT-BR')
  })
})
