import { describe, expect, it } from 'vitest'
import { mail as ownerMail } from '../../src/content/owner'
import { wordsIn } from '../../src/content/words'
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales'
import { BRIEF_CHOICES } from '../../src/schema/contact-schema'
import { composeMail } from './compose-mail'
import { mailWords, OWNER_LANGUAGE } from './mail-words'
import type { StoredMessage } from './outbox'

const addresses = { mailTo: 'owner@example.dev', mailFrom: 'Portfolio <no-reply@example.dev>' }

const stored: StoredMessage = {
  id: 'msg-1',
  createdAt: Date.UTC(2026, 0, 2, 3, 4, 5),
  name: 'Ana García',
  email: 'ana@example.com',
  subject: 'A project\nfor you',
  message: 'Hello.',
  consent: true,
  language: 'en',
  status: 'sending',
  attempts: 1,
  nextAttemptAt: 0,
  lastError: null,
  sentAt: null,
}

// The content's first id of each choice: an owner may offer none of one.
const [service] = BRIEF_CHOICES.service
const [budget] = BRIEF_CHOICES.budget
const [timeline] = BRIEF_CHOICES.timeline

describe('the mail to the owner', () => {
  it.each(LOCALES)(
    'is labelled in the owner’s language (%s), with no brief when none was given',
    (language) => {
      const label = mailWords(language)
      const { text, subject, messageId } = composeMail(stored, addresses, language)
      expect(text.split('\n').slice(0, 6)).toEqual([
        `${label.name}: Ana García`,
        `${label.email}: ana@example.com`,
        `${label.language}: en`,
        `${label.received}: 2026-01-02T03:04:05.000Z`,
        `${label.reference}: msg-1`,
        '',
      ])
      expect(subject).toBe('A project for you')
      expect(messageId).toBe('<msg-1@example.dev>')
    },
  )

  it('is in the language profile.json names, by default, else the site’s default', () => {
    expect(OWNER_LANGUAGE).toBe(ownerMail.language ?? DEFAULT_LOCALE)
    expect(composeMail(stored, addresses).text).toBe(
      composeMail(stored, addresses, OWNER_LANGUAGE).text,
    )
  })

  it.each(LOCALES)('names the brief in the owner’s words (%s), each with its id', (language) => {
    const words = wordsIn(language)
    const { text, subject } = composeMail(
      { ...stored, service, budget, timeline },
      addresses,
      language,
    )
    const brief = words.contact.brief
    if (service) {
      const offers: Partial<Record<string, { title: string }>> = words.services?.offers ?? {}
      const title = offers[service]?.title ?? service
      expect(text).toContain(`${brief?.service}: ${title} (${service})\n`)
      expect(subject).toBe(`[${title}] A project for you`)
    } else expect(subject).toBe('A project for you')
    if (budget) expect(text).toContain(`${brief?.budget}: ${brief?.budgets[budget]} (${budget})\n`)
    if (timeline)
      expect(text).toContain(`${brief?.timeline}: ${brief?.timelines[timeline]} (${timeline})\n`)
  })

  it('keeps an id the content no longer has, as the id', () => {
    const gone = {
      ...stored,
      service: 'retired-offer',
      budget: 'retired-range',
    } as unknown as StoredMessage
    const { text, subject } = composeMail(gone, addresses, 'en')
    expect(subject).toBe('[retired-offer] A project for you')
    expect(text).toMatch(/: retired-offer\n/)
    expect(text).toMatch(/: retired-range\n/)
  })
})
