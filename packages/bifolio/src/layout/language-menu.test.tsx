import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { I18nProvider } from '../i18n/i18n-provider'
import { LANGUAGE_STORAGE_KEY, LOCALES, setSiteLanguages } from '../i18n/locales'
import { LanguageMenu } from './language-menu'

/** A site in three languages, the site under test's two and one of its own after them. */
const site = LOCALES
const THREE = [...site, 'pt-BR']

function renderSwitch(route: { path: string; locale: string }) {
  window.history.replaceState(null, '', route.path)
  render(
    <I18nProvider initialLocale={route.locale}>
      <LanguageMenu variant="bar" />
    </I18nProvider>,
  )
}

// The switch draws this menu when the build counts three languages or more (a constant).
describe('the language menu of a site in three languages', () => {
  beforeEach(() => setSiteLanguages(THREE))
  afterEach(() => setSiteLanguages(site))

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

  it('saves the chosen language as its tag in upper case', async () => {
    const [first] = THREE
    if (first === undefined) throw new Error('the site has no language')
    renderSwitch({ path: '/', locale: first })
    const user = userEvent.setup()
    await user.click(screen.getByTestId('language-toggle').querySelector('summary') as Element)
    const last = screen.getAllByRole('link').at(-1)
    if (!last) throw new Error('the menu lists no language')
    last.addEventListener('click', (event) => event.preventDefault())
    await user.click(last)
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('PT-BR')
  })
})
