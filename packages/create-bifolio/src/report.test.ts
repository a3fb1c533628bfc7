import { describe, expect, it } from 'vitest'
import { nextSteps } from './report.ts'

describe('the next steps a new site is left with', () => {
  it("ask for a font with a language's letters when it is written in a script other than Latin", () => {
    const steps = nextSteps('site', false, ['en', 'ar', 'fr']).join('\n')
    expect(steps).toMatch(/content\/look\.yml[^\n]*\n\s+and a family with Arabic's letters/)
    expect(steps).toContain('content/en.yml, content/ar.yml, content/fr.yml')
  })

  it('ask for no font when every language is written in Latin letters', () => {
    expect(nextSteps('site', false, ['pt-BR', 'en']).join('\n')).not.toMatch(/letters/)
  })
})
