import pageEn from 'virtual:owner-words/en'
import pageEs from 'virtual:owner-words/es'
import contact from 'virtual:owner-words-of/contact'
import legal from 'virtual:owner-words-of/legal'
import { describe, expect, it } from 'vitest'
import { PART_WORD_GROUPS } from './word-groups'
import { en, es } from './words'

describe('the words a page loads with its code', () => {
  it('leave out every group that comes with the parts showing it', () => {
    for (const words of [pageEn, pageEs]) {
      for (const group of PART_WORD_GROUPS) expect(Object.keys(words)).not.toContain(group)
      // What the skip link, the navigation, the toggles and the toasts say is there.
      expect(Object.keys(words)).toEqual(
        expect.arrayContaining(['skipLink', 'nav', 'language', 'toast']),
      )
    }
  })

  it('join the groups again into the whole words the server and the prerenderer use', () => {
    expect(en.contact).toEqual(contact.en)
    expect(es.legal).toEqual(legal.es)
    expect(en.nav).toEqual(pageEn.nav)
    for (const group of PART_WORD_GROUPS) {
      expect(Object.keys(es)).toContain(group)
    }
  })
})
