import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { LOCALES, PATH_WORDS, setSiteLanguages } from '../../i18n/locales'
import { clientsShape } from './clients'

const site = LOCALES
const sitePathWords = PATH_WORDS

/** A clients file with one testimonial, its `role` and `quote` as given. */
function withTestimonial(role: unknown, quote: unknown) {
  return {
    testimonials: [
      {
        id: 'ana',
        name: 'Ana Ruiz',
        role,
        quote,
        consent: { date: '2026-01-10', how: 'by e-mail' },
      },
    ],
  }
}

const messages = (input: unknown) => {
  const result = v.safeParse(clientsShape, input)
  return result.success ? [] : result.issues.map((issue) => issue.message)
}

describe('a testimonial in the site’s languages', () => {
  afterEach(() => setSiteLanguages(site, sitePathWords))

  it('takes a role and a quote in whatever languages the site lists', () => {
    setSiteLanguages(['pt-BR', 'en'], {})
    const role = { 'pt-BR': 'Diretora de produto', en: 'Product lead' }
    expect(messages(withTestimonial(role, { 'pt-BR': 'Entregou antes do prazo.' }))).toEqual([])
    expect(messages(withTestimonial('CTO', { en: 'Shipped early.' }))).toEqual([])
  })

  it('names the site’s languages when a role misses one, and refuses a quote in another', () => {
    setSiteLanguages(['pt-BR', 'en'], {})
    expect(messages(withTestimonial({ en: 'Product lead' }, { en: 'Shipped early.' }))).toEqual([
      'must give the words in every language of the site: { pt-BR: "…", en: "…" }',
    ])
    const [quoteProblem] = messages(withTestimonial('CTO', { de: 'Früh geliefert.' }))
    expect(quoteProblem).toBe('must be "pt-BR" or "en", got "de"')
  })
})
