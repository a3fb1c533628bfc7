import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSlug, slugify } from './slug'

describe('isSlug', () => {
  it('accepts lowercase words of letters and digits joined by single hyphens', () => {
    for (const slug of ['crm', 'tienda-online', 'app-2024']) expect(isSlug(slug)).toBe(true)
  })

  it('refuses capitals, accents, spaces, doubled or outer hyphens and the empty name', () => {
    for (const name of ['CRM', 'diseño', 'my app', 'a--b', '-a', 'a-', '', 'index.html'])
      expect(isSlug(name)).toBe(false)
  })
})

describe('slugify', () => {
  it('turns a name into the slug a person would type', () => {
    expect(slugify('Dani Navarro')).toBe('dani-navarro')
    expect(slugify('  Diseño Web & SEO! ')).toBe('diseno-web-seo')
    expect(slugify('My_Project')).toBe('my-project')
  })

  it('gives a slug, or nothing from a name without letters or digits', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const slug = slugify(name)
        expect(slug === '' || isSlug(slug)).toBe(true)
      }),
    )
  })
})
