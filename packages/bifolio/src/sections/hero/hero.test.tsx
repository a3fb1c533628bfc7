import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { landingSections, owner, socialLinks } from '../../content'
import {
  FIRST,
  FIRST_LANG,
  SECOND,
  SECOND_LANG,
  SITE_LANGS,
  wordsOf,
} from '../../../test/web/words'
import { socialLabel } from '../../content/social-label'
import { I18nProvider } from '../../i18n/i18n-provider'
import type { Locale } from '../../i18n/locales'
import HeroIntro from './hero-intro'
import LeftSideBar from './left-side-bar'
import RightSideBar from './right-side-bar'

function renderHeader(locale: Locale) {
  return render(
    <I18nProvider initialLocale={locale}>
      <header>
        <LeftSideBar />
        <HeroIntro />
        <RightSideBar />
      </header>
    </I18nProvider>,
  )
}

describe('hero header', () => {
  it('names the owner in the only h1 of the header', () => {
    renderHeader(SECOND_LANG)
    const headings = screen.getAllByRole('heading', { level: 1 })
    expect(headings).toHaveLength(1)
    expect(headings[0]).toHaveTextContent(owner.name)
  })

  it.each(SITE_LANGS)('shows the %s greeting, subtitle, description and picture', (locale) => {
    const words = wordsOf(locale)
    renderHeader(locale)
    expect(screen.getByText(words.hero.greeting)).toBeInTheDocument()
    expect(screen.getByText(words.hero.subtitle)).toBeInTheDocument()
    expect(screen.getByText(words.hero.description)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: words.hero.pictureAlt })).toBeInTheDocument()
  })

  it('offers its calls to action as plain links to their sections, the projects where shown', () => {
    renderHeader(FIRST_LANG)
    const contact = screen.getByRole('link', { name: FIRST.hero.contactCta })
    expect(contact).toHaveAttribute('href', '#contact')
    const projects = screen.queryByRole('link', { name: FIRST.hero.projectsCta })
    if (landingSections.includes('projects')) expect(projects).toHaveAttribute('href', '#projects')
    else expect(projects).toBeNull()
    for (const link of [contact, projects].filter((shown) => shown !== null)) {
      expect(within(link).queryByRole('button')).not.toBeInTheDocument()
    }
  })

  it('names every icon-only social link and opens profiles, not mail, in a new tab', () => {
    renderHeader(SECOND_LANG)
    const rail = screen.getByRole('list', { name: SECOND.hero.socialRailLabel })
    const links = within(rail).getAllByRole('link')
    expect(links).toHaveLength(socialLinks.length)
    for (const [i, social] of socialLinks.entries()) {
      const link = links[i]
      expect(link).toHaveAccessibleName(expect.stringContaining(socialLabel(social, SECOND.social)))
      expect(link).toHaveAttribute('href', social.href)
      if (social.href.startsWith('mailto:')) {
        expect(link).not.toHaveAttribute('target')
      } else {
        expect(link).toHaveAttribute('target', '_blank')
        expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'))
      }
    }
  })

  it('writes the e-mail on the right rail as a mailto link', () => {
    renderHeader(SECOND_LANG)
    expect(screen.getByRole('link', { name: owner.email })).toHaveAttribute(
      'href',
      `mailto:${owner.email}`,
    )
  })
})
