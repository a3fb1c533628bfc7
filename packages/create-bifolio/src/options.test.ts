import { describe, expect, it } from 'vitest'
import { InputError } from './input-error.ts'
import { parseOptions } from './options.ts'

function problemOf(argv: string[]): readonly string[] {
  try {
    parseOptions(argv)
  } catch (error) {
    if (error instanceof InputError) return error.lines
    throw error
  }
  throw new Error(`parseOptions took ${JSON.stringify(argv)}`)
}

describe('the command line', () => {
  it('takes the folder, the owner, the language, the resume and --yes', () => {
    const argv = ['my-site', '--name', ' Ana Ruiz ', '--email', 'ana@example.com']
    const more = ['--language', 'en', '--from', 'resume.json', '--yes']
    expect(parseOptions([...argv, ...more])).toEqual({
      folder: 'my-site',
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      language: 'en',
      from: 'resume.json',
      yes: true,
      help: false,
    })
    expect(parseOptions(['--name=Ana', '-y', 'site'])).toMatchObject({
      folder: 'site',
      name: 'Ana',
      yes: true,
    })
  })

  it('leaves out what was not given, for the prompts or the resume to fill', () => {
    expect(parseOptions([])).toEqual({ yes: false, help: false })
  })

  it('names an unknown flag and lists the known ones', () => {
    expect(problemOf(['my-site', '--nmae', 'Ana'])).toEqual([
      'unknown option --nmae; the options are --name, --email, --languages, --language, --from, --resume-language, --yes, --help',
    ])
  })

  it('names a flag given without its value', () => {
    expect(problemOf(['my-site', '--email'])).toEqual([
      '--email needs a value, e.g. --email ana@example.com',
    ])
    expect(problemOf(['my-site', '--name', '--email', 'ana@example.com'])).toEqual([
      '--name needs a value, e.g. --name "Ana Ruiz"',
    ])
    expect(problemOf(['my-site', '--yes=no'])).toEqual(['--yes takes no value'])
  })

  it('refuses an address that is not one, a language the site has not, and an empty name', () => {
    expect(problemOf(['my-site', '--email', 'ana@'])).toEqual([
      '--email must be an e-mail address such as ana@example.com, got "ana@"',
    ])
    expect(problemOf(['my-site', '--language', 'fr'])).toEqual([
      '--language must be es or en, got "fr"',
    ])
    expect(problemOf(['my-site', '--name', ' '])).toEqual([
      '--name must not be empty, e.g. --name "Ana Ruiz"',
    ])
  })

  it("takes the site's languages as language tags, in order, and the owner's and the resume's among them", () => {
    const argv = ['site', '--languages', 'pt-br, fr', '--from', 'cv.json']
    expect(parseOptions(argv)).toMatchObject({ languages: ['pt-BR', 'fr'] })
    expect(parseOptions([...argv, '--language', 'FR', '--resume-language', 'pt'])).toMatchObject({
      language: 'fr',
      resumeLanguage: 'pt-BR',
    })
    expect(parseOptions(['site', '--language', 'en-US'])).toMatchObject({ language: 'en' })
  })

  it('names a tag that is not one, a language given twice, and a language the site has not', () => {
    expect(problemOf(['site', '--languages', 'pt-BR,english'])).toEqual([
      '--languages: "english" is not a language tag such as es, en or pt-BR',
    ])
    expect(problemOf(['site', '--languages', 'fr,pt-BR,pt-br'])).toEqual([
      '--languages names pt-BR twice; once is enough',
    ])
    expect(problemOf(['site', '--languages', ' , '])).toEqual([
      '--languages needs one language at least, e.g. --languages pt-BR,en',
    ])
    expect(problemOf(['site', '--languages'])).toEqual([
      '--languages needs a value, e.g. --languages pt-BR,en',
    ])
    expect(problemOf(['site', '--languages', 'pt-BR,fr,de', '--language', 'es'])).toEqual([
      '--language must be pt-BR, fr or de, got "es"',
    ])
    expect(problemOf(['site', '--languages', 'pt-BR,fr', '--resume-language', 'en'])).toEqual([
      '--resume-language must be pt-BR or fr, a language the site is written in, got "en"',
    ])
  })

  it('says a name with a space needs quotes when it lands as a second folder', () => {
    expect(problemOf(['my-site', 'Ruiz'])).toEqual([
      'one folder only, got 2: "my-site", "Ruiz" (quote a name with spaces: --name "Ana Ruiz")',
    ])
  })
})
