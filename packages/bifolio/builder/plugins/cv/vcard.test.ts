import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { vcard } from './vcard.ts'

const FACTS = {
  name: 'Dani Navarro Peña',
  title: 'Fullstack Developer, freelance; remote',
  email: 'hola@daninavarro.dev',
  site: 'https://daninavarro.dev/',
  profiles: [
    { type: 'github', url: 'https://github.com/daninavarro-dev' },
    {
      type: 'linkedin',
      url: 'https://www.linkedin.com/in/daninavarro-dev-with-a-very-long-handle-that-folds',
    },
  ],
  photo: { url: 'https://daninavarro.dev/assets/profile.jpg', mediaType: 'image/jpeg' },
  revision: new Date('2026-11-01T00:00:00Z'),
}

describe('the contact card', () => {
  it('parses as vCard 4.0 with the owner’s name, role, e-mail, site and profiles', () => {
    const card = new ICAL.Component(ICAL.parse(vcard(FACTS)))
    expect(card.name).toBe('vcard')
    expect(card.getFirstPropertyValue('version')).toBe('4.0')
    expect(card.getFirstPropertyValue('fn')).toBe('Dani Navarro Peña')
    expect(card.getFirstPropertyValue('n')).toEqual(['Navarro Peña', 'Dani', '', '', ''])
    expect(card.getFirstPropertyValue('title')).toBe('Fullstack Developer, freelance; remote')
    expect(card.getFirstPropertyValue('email')).toBe('hola@daninavarro.dev')
    const urls = card
      .getAllProperties('url')
      .map((p) => [p.getParameter('type'), p.getFirstValue()])
    expect(urls).toEqual([
      [undefined, 'https://daninavarro.dev/'],
      ['github', 'https://github.com/daninavarro-dev'],
      ['linkedin', FACTS.profiles[1]?.url],
    ])
    expect(card.getFirstPropertyValue('photo')).toBe(FACTS.photo.url)
  })

  it('gives a phone number as one a phone dials, and names a profile of its own by its name', () => {
    const text = vcard({
      ...FACTS,
      phone: '+58 (412) 555-01 00',
      profiles: [{ type: 'Stack Overflow', url: 'https://stackoverflow.com/users/1/ana' }],
    })
    const card = new ICAL.Component(ICAL.parse(text))
    expect(card.getFirstPropertyValue('tel')).toBe('tel:+584125550100')
    const profile = card.getAllProperties('url')[1]
    expect(profile?.getParameter('type')).toBe('Stack Overflow')
    expect(profile?.getFirstValue()).toBe('https://stackoverflow.com/users/1/ana')
  })

  it('ends lines with CRLF and folds none longer than 75 octets', () => {
    const text = vcard(FACTS)
    expect(text.endsWith('END:VCARD\r\n')).toBe(true)
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
    expect(text.replace(/\r\n /g, '')).toContain(`URL;TYPE=linkedin:${FACTS.profiles[1]?.url}`)
  })

  it('is the same text for the same facts', () => {
    expect(vcard(FACTS)).toBe(vcard({ ...FACTS }))
  })
})
