import { describe, expect, it } from 'vitest'
import { untranslatedLines, wordsPerLanguage } from './words-per-language.ts'

describe("the owner's words per language", () => {
  it('counts the missing words from the problems of each words file, and the untranslated ones', () => {
    const problems = [
      'content/pt-BR.yml: "hero"."greeting" is missing',
      'content/pt-BR.yml: "skills"."groups"."web" is missing: site.yml names the group',
      'content/pt-BR.yml: "toast" is missing (fr.yml has it)',
      'content/pt-BR.yml: "toast" is missing (en.yml has it)',
      'content/pt-BR.yml: "hero"."subtitle" must be a text, got 3',
      'content/cv.yml: "summary" is missing',
      'content/de.yml: the file is missing',
    ]
    const untranslated = [
      { line: 'content/fr.yml: hero.greeting', locale: 'fr' },
      { line: 'content/cv.yml: summary.fr', locale: 'fr' },
      { line: 'content/cv.yml: note' },
    ]
    expect(wordsPerLanguage(['pt-BR', 'fr', 'de'], problems, untranslated)).toEqual([
      'pt-BR: 3 words missing, 0 untranslated',
      'fr: 0 words missing, 2 untranslated',
      'de: content/de.yml is missing, 0 untranslated',
    ])
  })

  it('lists the untranslated words under what becomes of them, and nothing when there are none', () => {
    const lines = untranslatedLines(
      [{ line: 'content/fr.yml: hero.greeting', locale: 'fr' }],
      'a build publishes as they are',
    )
    expect(lines[0]).toMatch(/^1 untranslated word\(s\), which a build publishes as they are/)
    expect(lines.slice(1)).toEqual(['  content/fr.yml: hero.greeting'])
    expect(untranslatedLines([], 'a build publishes')).toEqual([])
  })

  it('gives each file one line, naming its first fields and counting the rest', () => {
    const fields = ['hero.greeting', 'hero.subtitle', 'about.title', 'contact.title', 'meta.title']
    const lines = untranslatedLines(
      [
        ...fields.map((field) => ({ line: `content/fr.yml: ${field}`, locale: 'fr' })),
        { line: 'content/cv.yml: jobs[0].role.fr', locale: 'fr' },
      ],
      'a build publishes as they are',
    )
    expect(lines[0]).toMatch(/^6 untranslated word\(s\)/)
    expect(lines.slice(1)).toEqual([
      '  content/fr.yml: hero.greeting, hero.subtitle, about.title and 2 more',
      '  content/cv.yml: jobs[0].role.fr',
    ])
  })
})
