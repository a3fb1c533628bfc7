import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SITE_CONTENT } from '../../../test/site-under-test.ts'
import { findPlaceholders } from './placeholders.ts'

function contentOf(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'bifolio-placeholders-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

describe('the placeholders left in the content', () => {
  it('names each marked field of a data file, each marked line of a page and each placeholder picture', async () => {
    const dir = contentOf({
      'en.yml': 'about:\n  cards:\n    - title: Mine\n      text: "TODO: Say here how you work"\n',
      'cv.yml': 'experience:\n  - highlights:\n      en: ["Shipped it", "TODO: A result"]\n',
      'profile.json': '{ "name": "Ana", "tagline": "TODO: a line" }',
      'projects/example/en.md':
        '---\ntitle: "TODO: Example project"\n---\n\nReal words.\n\n- TODO: a step\n',
      'images/placeholder-portrait.png': 'png',
      'images/me.png': 'png',
    })
    expect(await findPlaceholders(dir)).toEqual([
      'content/cv.yml: experience[0].highlights.en[1]',
      'content/en.yml: about.cards[0].text',
      'content/images/placeholder-portrait.png: a placeholder picture; put yours in its place, under a name of yours',
      'content/profile.json: tagline',
      'content/projects/example/en.md:2',
      'content/projects/example/en.md:7',
    ])
  })

  it('finds none where words only mention the marker, or a file does not parse', async () => {
    const dir = contentOf({
      'en.yml': 'about:\n  text: "I keep a TODO: list"\n',
      'es.yml': 'subtitle: a: b: c\n  - broken',
    })
    expect(await findPlaceholders(dir)).toEqual([])
  })

  it('finds none in the site under test, which is published', async () => {
    expect(await findPlaceholders(SITE_CONTENT)).toEqual([])
  })
})
