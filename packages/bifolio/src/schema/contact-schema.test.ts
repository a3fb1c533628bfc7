import { describe, expect, it } from 'vitest'
import { BRIEF_CHOICES, BRIEF_FIELDS, validateContact } from './contact-schema'
import { FIRST_LANG, SECOND_LANG } from '../../test/web/words'

const valid = {
  name: 'Ana',
  email: 'ana@example.com',
  subject: 'A new web project',
  message: 'I would like to talk about a project.',
  consent: true,
  language: SECOND_LANG,
}

describe('validateContact', () => {
  it('accepts a complete message and trims the text fields', () => {
    const result = validateContact({ ...valid, name: '  Ana  ' })
    expect(result).toEqual({ ok: true, value: { ...valid, name: 'Ana' } })
  })

  it('defaults the language to the site’s first', () => {
    const result = validateContact({ ...valid, language: undefined })
    expect(result.ok && result.value.language).toBe(FIRST_LANG)
  })

  it('reports every missing field as required and consent as consent_required', () => {
    expect(validateContact({})).toEqual({
      ok: false,
      errors: {
        name: 'required',
        email: 'required',
        subject: 'required',
        message: 'required',
        consent: 'consent_required',
      },
    })
  })

  it('treats whitespace-only text as required', () => {
    const result = validateContact({ ...valid, subject: '    ' })
    expect(result).toEqual({ ok: false, errors: { subject: 'required' } })
  })

  it('enforces the minimum and maximum lengths after trimming', () => {
    expect(validateContact({ ...valid, name: ' A ' })).toEqual({
      ok: false,
      errors: { name: 'too_short' },
    })
    expect(validateContact({ ...valid, subject: 'Too short' })).toEqual({
      ok: false,
      errors: { subject: 'too_short' },
    })
    expect(validateContact({ ...valid, message: 'x'.repeat(5001) })).toEqual({
      ok: false,
      errors: { message: 'too_long' },
    })
    expect(validateContact({ ...valid, message: 'x'.repeat(5000) }).ok).toBe(true)
    expect(validateContact({ ...valid, name: 'x'.repeat(101) })).toEqual({
      ok: false,
      errors: { name: 'too_long' },
    })
  })

  it('rejects an address that is not an e-mail', () => {
    expect(validateContact({ ...valid, email: 'not-an-address' })).toEqual({
      ok: false,
      errors: { email: 'invalid' },
    })
    expect(validateContact({ ...valid, email: `${'a'.repeat(250)}@example.com` })).toEqual({
      ok: false,
      errors: { email: 'too_long' },
    })
  })

  it('requires consent to be exactly true', () => {
    for (const consent of [false, 'true', 1, undefined]) {
      expect(validateContact({ ...valid, consent })).toEqual({
        ok: false,
        errors: { consent: 'consent_required' },
      })
    }
  })

  it('calls a field of the wrong type invalid', () => {
    expect(validateContact({ ...valid, name: 42 })).toEqual({
      ok: false,
      errors: { name: 'invalid' },
    })
  })

  it('rejects input that is not an object without throwing', () => {
    for (const input of [null, 'text', 42, []]) {
      expect(validateContact(input).ok).toBe(false)
    }
  })
})

describe('validateContact: the brief (service, budget, timeline)', () => {
  // The ids come from the owner's content: an owner may offer none of a choice.
  const cases = BRIEF_FIELDS.map((field) => [field, BRIEF_CHOICES[field]] as const)

  it.each(cases)('accepts each %s id the content defines and keeps it', (field, ids) => {
    for (const id of ids) {
      const result = validateContact({ ...valid, [field]: id })
      expect(result.ok && result.value[field]).toBe(id)
    }
  })

  it.each(cases)('takes a missing or empty %s as not given', (field) => {
    for (const given of [{}, { [field]: '' }]) {
      const result = validateContact({ ...valid, ...given })
      expect(result.ok).toBe(true)
      expect(result.ok && result.value[field]).toBeUndefined()
    }
  })

  it.each(cases)('calls a %s the content does not define invalid', (field, ids) => {
    for (const unknown of ['no-such-id', ` ${ids[0] ?? 'x'}`, 'WEB-APP', 42, null, ['x']]) {
      expect(validateContact({ ...valid, [field]: unknown })).toEqual({
        ok: false,
        errors: { [field]: 'invalid' },
      })
    }
  })

  it('reports a wrong brief beside the text fields’ errors', () => {
    expect(validateContact({ ...valid, name: 'A', budget: 'a-lot' })).toEqual({
      ok: false,
      errors: { name: 'too_short', budget: 'invalid' },
    })
  })
})

describe('validateContact: names and addresses as people write them', () => {
  it('removes format characters from a name and asks for a letter in it', () => {
    const named = validateContact({ ...valid, name: '\u202etxt.exe\u202c Ana\u200b' })
    expect(named.ok && named.value.name).toBe('txt.exe Ana')
    // Persian writes some words with a zero-width non-joiner, which stays.
    const persian = validateContact({ ...valid, name: 'مهر\u200cناز' })
    expect(persian.ok && persian.value.name).toBe('مهر\u200cناز')
    expect(validateContact({ ...valid, name: '\u200b\u200d\u2060\u200b' })).toEqual({
      ok: false,
      errors: { name: 'required' },
    })
    expect(validateContact({ ...valid, name: '12 34' })).toEqual({
      ok: false,
      errors: { name: 'invalid' },
    })
  })

  it('takes an address with an internationalised domain, as typed', () => {
    const result = validateContact({ ...valid, email: 'ana@exämple.com' })
    expect(result.ok && result.value.email).toBe('ana@exämple.com')
    expect(validateContact({ ...valid, email: 'anä@example.com' })).toEqual({
      ok: false,
      errors: { email: 'invalid' },
    })
  })
})
