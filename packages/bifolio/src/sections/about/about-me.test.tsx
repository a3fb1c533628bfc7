import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { aboutParagraphs } from '../../content'
import { named } from '../../content/named'
import { FIRST, FIRST_LANG } from '../../../test/web/words'
import { I18nProvider } from '../../i18n/i18n-provider'
import AboutMe from './about-me'

function renderAbout() {
  return render(
    <I18nProvider initialLocale={FIRST_LANG}>
      <AboutMe />
    </I18nProvider>,
  )
}

describe('AboutMe', () => {
  const about = FIRST.about
  if (about) {
    it('is the #about-me section with one titled card per paragraph', () => {
      renderAbout()
      expect(screen.getByRole('region', { name: about.title })).toHaveAttribute('id', 'about-me')
      const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
      expect(titles).toEqual(aboutParagraphs.map((p) => named(about.paragraphs, p.id).title))
      for (const p of aboutParagraphs) {
        expect(screen.getByText(named(about.paragraphs, p.id).description)).toBeInTheDocument()
      }
    })
  } else {
    // An owner who hides the section may leave its words out.
    it('draws nothing without the about words', () => {
      const { container } = renderAbout()
      expect(container).toBeEmptyDOMElement()
    })
  }
})
