/**
 * The engine's words under the owner's, read from a copy of the site under test: a word the
 * owner writes wins, a regional tag speaks its base language, and a language the engine does
 * not know needs every word, each one missing named by its file and key.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseDocument, stringify } from 'yaml'
import { SITE_CONTENT } from '../../../test/site-under-test.ts'
import { engineWordsFor } from '../../../src/words/engine-words.ts'
import { readOwnerFiles } from './owner-files.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engine-words-'))
  await cp(SITE_CONTENT, dir, { recursive: true })
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** A YAML file of the copy changed as an owner would, comments kept. */
async function editYaml(
  file: string,
  change: (document: ReturnType<typeof parseDocument>) => void,
) {
  const path = join(dir, file)
  const document = parseDocument(await readFile(path, 'utf8'))
  change(document)
  await writeFile(path, document.toString())
}

const english = () => {
  const words = engineWordsFor('en')
  if (!words) throw new Error('The engine has no English words')
  return words
}

describe("the engine's words under the owner's", () => {
  it('fill in what the owner leaves out, and a word the owner writes wins', async () => {
    await editYaml('en.yml', (document) => {
      document.set('skipLink', 'Jump to the work')
      document.delete('loading')
    })
    const { files, problems } = await readOwnerFiles(dir)
    expect(problems).toEqual([])
    expect(files.words.en?.skipLink).toBe('Jump to the work')
    expect(files.words.en?.loading).toBe(english().loading)
  })

  it("speak a region's own words where the engine has them, else its language's: pt-PT Portuguese, pt-BR Brazil's", async () => {
    const portuguese = engineWordsFor('pt')
    const brazilian = engineWordsFor('pt-BR')
    expect(brazilian?.contact.fields).not.toEqual(portuguese?.contact.fields)
    await editYaml('site.yml', (document) => document.set('languages', ['en', 'pt-PT', 'pt-BR']))
    await editYaml('en.yml', (document) => {
      document.delete('notFound')
      document.deleteIn(['contact', 'fields'])
    })
    await cp(join(dir, 'en.yml'), join(dir, 'pt-PT.yml'))
    await cp(join(dir, 'en.yml'), join(dir, 'pt-BR.yml'))
    const { files, problems } = await readOwnerFiles(dir)
    expect(problems).toEqual([])
    expect(files.words['pt-PT']?.notFound).toEqual(portuguese?.notFound)
    expect(files.words['pt-PT']?.contact.fields).toEqual(portuguese?.contact.fields)
    expect(files.words['pt-PT']?.mail).toEqual(portuguese?.mail)
    expect(files.words['pt-BR']?.notFound).toEqual(brazilian?.notFound)
    expect(files.words['pt-BR']?.contact.fields).toEqual(brazilian?.contact.fields)
  })

  it('are not there in a language the engine lacks: each word missing is one line', async () => {
    await editYaml('site.yml', (document) => document.set('languages', ['en', 'nl']))
    const { files } = await readOwnerFiles(dir)
    const whole = structuredClone(files.words.en)
    if (!whole) throw new Error('The site under test has no English words')
    const nl = parseDocument(stringify(whole))
    nl.deleteIn(['notFound', 'backHome'])
    await writeFile(join(dir, 'nl.yml'), nl.toString())
    expect((await readOwnerFiles(dir)).problems).toEqual([
      'content/nl.yml: "notFound"."backHome" is missing',
    ])
    nl.delete('mail')
    nl.setIn(['notFound', 'backHome'], whole.notFound.backHome)
    await writeFile(join(dir, 'nl.yml'), nl.toString())
    expect((await readOwnerFiles(dir)).problems).toEqual(['content/nl.yml: "mail" is missing'])
  })
})
