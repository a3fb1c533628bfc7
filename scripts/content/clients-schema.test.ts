import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { clientProblems, MAX_SERVICES } from './clients-schema.ts'
import { loadOwnerModules, type OwnerModules } from './owner-modules.ts'

const CONTENT = fileURLToPath(new URL('../../src/content', import.meta.url))

/** The sample's content with its services and testimonials shown, and the test's own offer. */
let loaded: OwnerModules
beforeAll(async () => {
  const result = await loadOwnerModules(CONTENT)
  if ('problems' in result) throw new Error(result.problems.join('\n'))
  loaded = result.modules
})

function owner(clients: Record<string, unknown>, words?: (locale: 'es' | 'en') => object) {
  const copy = structuredClone(loaded) as unknown as Record<string, unknown> & OwnerModules
  copy.site = { ...loaded.site, sections: ['home', 'services', 'testimonials', 'contact'] } as never
  copy.clients = {
    ...loaded.clients,
    services: [{ id: 'audit', icon: 'lucide:search' }],
    ...clients,
  } as never
  for (const locale of ['es', 'en'] as const) {
    const own = copy.words[locale] as unknown as Record<string, unknown>
    own.services = {
      ...(own.services as object),
      offers: { audit: { title: 'Audit', summary: 'A look.', included: ['A report'] } },
    }
    Object.assign(own, words?.(locale))
  }
  return copy
}

const testimonial = {
  id: 'ana',
  name: 'Ana Ejemplo',
  role: 'CTO',
  quote: { en: 'Good work.' },
  consent: { date: '2026-10-02', how: 'by e-mail' },
}

describe('clients.ts', () => {
  it('finds nothing wrong with the sample', () => {
    expect(clientProblems(loaded, CONTENT).lines).toEqual([])
  })

  it('does not build a testimonial without the recorded consent, and names it', () => {
    const unconsented: Partial<typeof testimonial> = { ...testimonial }
    delete unconsented.consent
    const lines = clientProblems(owner({ testimonials: [unconsented] }), CONTENT).lines
    expect(lines).toEqual([
      expect.stringMatching(
        /^src\/content\/clients\.ts: "testimonials"\[0\]\."consent" must record the person's consent/,
      ),
    ])
  })

  it('shows one to six offers, each with a price in a known currency and unit', () => {
    const many = Array.from({ length: MAX_SERVICES + 1 }, (_, index) => ({
      id: `offer-${index}`,
      icon: 'lucide:box',
    }))
    expect(clientProblems(owner({ services: many }), CONTENT).lines).toContain(
      `src/content/clients.ts: "services" has ${MAX_SERVICES + 1} offers; the services section shows one to ${MAX_SERVICES} (or leave 'services' out of "sections" of site.ts)`,
    )
    const priced = [
      { id: 'audit', icon: 'lucide:search', price: { from: 90, currency: 'EUROS', per: 'week' } },
    ]
    expect(clientProblems(owner({ services: priced }), CONTENT).lines).toEqual([
      `src/content/clients.ts: "services"[0]."price"."currency" must be a currency code such as 'EUR' or 'USD', got "EUROS"`,
      `src/content/clients.ts: "services"[0]."price"."per" must be 'project', 'day' or 'hour', got "week"`,
    ])
  })

  it('names a testimonial’s unknown project, with the likely one', () => {
    const quoted = loaded.clients.testimonials as ReadonlyArray<{ project?: string }>
    const [slug = 'none'] = quoted.flatMap((entry) => (entry.project ? [entry.project] : []))
    const typo = `${slug}x`
    const lines = clientProblems(
      owner({ testimonials: [{ ...testimonial, project: typo }] }),
      CONTENT,
    ).lines
    expect(lines).toEqual([
      expect.stringContaining(
        `"testimonials"[0]."project" there is no project "${typo}" (did you mean "${slug}"?)`,
      ),
    ])
  })

  it('wants the words of each offer and each brief choice in every language', () => {
    const lines = clientProblems(
      owner({ brief: { budgets: ['small'], timelines: [] } }),
      CONTENT,
    ).lines
    expect(lines).toContain(
      'src/content/es.ts: "contact"."brief"."budgets"."small" is missing: a budget "small" of clients.ts needs its words',
    )
  })

  it('reads a "from" date only as a real day', () => {
    const lines = clientProblems(
      owner({ availability: { status: 'from', date: '2027-02-30' } }),
      CONTENT,
    ).lines
    expect(lines).toEqual([
      'src/content/clients.ts: "availability"."date" must be a day written YYYY-MM-DD, got "2027-02-30"',
    ])
  })
})
