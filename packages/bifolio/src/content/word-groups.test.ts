import pageEn from 'virtual:owner-words/en'
import pageEs from 'virtual:owner-words/es'
import { contact } from 'virtual:owner-words-of/contact'
import { legal } from 'virtual:owner-words-of/legal'
import { describe, expect, it } from 'vitest'
import { PAGE_WORDS } from './word-groups'
import { en, es } from '../../test/web/words'

describe('the words a page loads with its code', () => {
  it('hold what the frame of every page says, and no group that comes with its parts', () => {
    for (const words of [pageEn, pageEs])
      expect(Object.keys(words).sort()).toEqual([...PAGE_WORDS].sort())
  })

  it('are, with the groups, the whole words the server and the prerenderer use', () => {
    expect(en.contact).toEqual(contact.en)
    expect(es.legal).toEqual(legal.es)
    expect(en.nav).toEqual(pageEn.nav)
  })
})
