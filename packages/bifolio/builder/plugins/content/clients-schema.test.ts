import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { clientProblems, MAX_SERVICES } from './clients-schema.ts'
import { readOwnerFiles, type OwnerModules } from './owner-files.ts'
import { SITE_CONTENT } from '../../../test/site-under-test.ts'

const CONTENT = SITE_CONTENT

let loaded: OwnerModules
beforeAll(async () => {
  const result = await readOwnerFiles(CONTENT)
  if (result.problems.length > 0) throw new Error(result.problems.join('\n'))
  loaded = result.modules
})

const testimonial = {
  id: 'ana',
  name: 'Ana Ejemplo',
  role: 'CTO',
  quote: { en: 'Good work.' },
  consent: { date: '2026-10-02', how: 'by e-mail' },
}

/** The owner's content with the test's own clients: one offer, one testimonial, both shown. */
function owner(clients: Record<string, unknown>) {
  const copy = structuredClone(loaded) as unknown as Record<string, unknown> & OwnerModules
  copy.site = { ...loaded.site, sections: ['home', 'services', 'testimonials', 'contact'] } as never
  copy.clients = {
    availability: undefined,
    services: [{ id: 'audit', icon: 'lucide:search' }],
    testimonials: [testimonial],
    booking: undefined,
    brief: { budgets: [], timelines: [] },
    ...clients,
  } as never
  for (const locale of ['es', 'en'] as const) {
    Object.assign(copy.words[locale], {
      services: {
        tag: 'S',
        title: 'Services',
        description: 'What I do.',
        priceFrom: 'from {price}',
        per: { project: 'per project', day: 'per day', hour: 'per hour' },
        included: 'Included',
        duration: 'Duration',
        ask: 'Ask',
        offers: { audit: { title: 'Audit', summary: 'A look.', included: ['A report'] } },
      },
      testimonials: { tag: 'T', title: 'Clients', caseStudy: 'Read it' },
      availability: { now: 'Now', from: 'From {date}', booked: 'Booked' },
    })
    const contact = copy.words[locale].contact as unknown as Record<string, unknown>
    contact.brief = {
      service: 'Service',
      budget: 'Budget',
      timeline: 'Timeline',
      none: 'None',
      budgets: {},
      timelines: {},
    }
  }
  return copy
}

/** The owner's project folders, for a testimonial that names one. */
const projectSlugs = () =>
  existsSync(join(CONTENT, 'projects'))
    ? readdirSync(join(CONTENT, 'projects'), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : []

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
        /^content\/clients\.yml: "testimonials"\[0\]\."consent" must record the person's consent/,
      ),
    ])
  })

  it('shows one to six offers, each with a price in a known currency and unit', () => {
    const many = Array.from({ length: MAX_SERVICES + 1 }, (_, index) => ({
      id: `offer-${index}`,
      icon: 'lucide:box',
    }))
    expect(clientProblems(owner({ services: many }), CONTENT).lines).toContain(
      `content/clients.yml: "services" has ${MAX_SERVICES + 1} offers; the services section shows one to ${MAX_SERVICES} (or leave 'services' out of "sections" of site.yml)`,
    )
    const priced = [
      { id: 'audit', icon: 'lucide:search', price: { from: 90, currency: 'EUROS', per: 'week' } },
    ]
    expect(clientProblems(owner({ services: priced }), CONTENT).lines).toEqual([
      `content/clients.yml: "services"[0]."price"."currency" must be a currency code such as 'EUR' or 'USD', got "EUROS"`,
      `content/clients.yml: "services"[0]."price"."per" must be 'project', 'day' or 'hour', got "week"`,
    ])
  })

  it('names a testimonial’s unknown project, with the likely one', () => {
    const [slug = 'none'] = projectSlugs()
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
      'content/es.yml: "contact"."brief"."budgets"."small" is missing: a budget "small" of clients.yml needs its words',
    )
  })

  it('reads a "from" date only as a real day', () => {
    const lines = clientProblems(
      owner({ availability: { status: 'from', date: '2027-02-30' } }),
      CONTENT,
    ).lines
    expect(lines).toEqual([
      'content/clients.yml: "availability"."date" must be a day written YYYY-MM-DD, got "2027-02-30"',
    ])
  })
})
