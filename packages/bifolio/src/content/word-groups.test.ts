import chunks from 'virtual:owner-word-chunks'
import { contact } from 'virtual:owner-words-of/contact'
import { legal } from 'virtual:owner-words-of/legal'
import { describe, expect, it } from 'vitest'
import { PAGE_WORDS } from './word-groups'
import { ofLocale } from '../i18n/locales'
import { FIRST, FIRST_LANG, SECOND, SECOND_LANG, SITE_LANGS } from '../../test/web/words'

/** The words a page of `lang` loads with its code: its own chunk. */
async function pageWordsIn(lang: string) {
  return (await ofLocale(chunks, lang)()).default
}

describe('the words a page loads with its code', () => {
  it('hold what the frame of every page says, and no group that comes with its parts', async () => {
    for (const lang of SITE_LANGS)
      expect(Object.keys(await pageWordsIn(lang)).sort()).toEqual([...PAGE_WORDS].sort())
  })

  it('are, with the groups, the whole words the server and the prerenderer use', async () => {
    expect(SECOND.contact).toEqual(ofLocale(contact, SECOND_LANG))
    expect(FIRST.legal).toEqual(ofLocale(legal, FIRST_LANG))
    expect(SECOND.nav).toEqual((await pageWordsIn(SECOND_LANG)).nav)
  })
})
