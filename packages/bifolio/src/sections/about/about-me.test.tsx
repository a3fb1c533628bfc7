import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { aboutParagraphs, es, named } from '../../content'
import { I18nProvider } from '../../i18n/i18n-provider'
import AboutMe from './about-me'

describe('AboutMe', () => {
  it('is the #about-me section with one titled card per paragraph', () => {
    render(
      <I18nProvider initialLocale="es">
        <AboutMe />
      </I18nProvider>,
    )
    expect(screen.getByRole('region', { name: es.about.title })).toHaveAttribute('id', 'about-me')
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual(aboutParagraphs.map((p) => named(es.about.paragraphs, p.id).title))
    for (const p of aboutParagraphs) {
      expect(screen.getByText(named(es.about.paragraphs, p.id).description)).toBeInTheDocument()
    }
  })
})
