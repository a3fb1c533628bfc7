import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentLanguages } from './content-languages.ts'
import { findUntranslated } from './untranslated.ts'
import { SITE_CONTENT } from '../../../test/site-under-test.ts'

function contentOf(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bifolio-untranslated-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

describe('the words waiting for their translation', () => {
  it('names each value marked by a comment, with the language of its file or of its entry', async () => {
    const dir = contentOf({
      'fr.yml':
        'hero:\n  greeting: Hello, I am # untranslated\n  subtitle: Développeuse\nquotes:\n  - {text: Done, caption: Me} # untranslated\n',
      'pt-BR.yml': 'skills:\n  groups:\n    - Frontend # Untranslated, from en\n',
      'cv.yml':
        'summary:\n  fr: Mine # untranslated\n  pt-BR: Minha\n# untranslated, a note of the owner\n',
    })
    expect(await findUntranslated(dir, ['pt-BR', 'fr'])).toEqual([
      { line: 'content/cv.yml: summary.fr', locale: 'fr' },
      { line: 'content/fr.yml: hero.greeting', locale: 'fr' },
      { line: 'content/pt-BR.yml: skills.groups[0]', locale: 'pt-BR' },
    ])
  })

  it('finds none where a comment only mentions the word, or a file does not parse', async () => {
    const dir = contentOf({
      'en.yml':
        'hero:\n  # untranslated words are marked below\n  greeting: Hi # not untranslated\n',
      'es.yml': 'subtitle: a: b: c\n  - broken # untranslated',
    })
    expect(await findUntranslated(dir, ['es', 'en'])).toEqual([])
  })

  it('finds none in the site under test, which is published', async () => {
    const languages = await contentLanguages(SITE_CONTENT)
    expect(await findUntranslated(SITE_CONTENT, languages)).toEqual([])
  })
})
