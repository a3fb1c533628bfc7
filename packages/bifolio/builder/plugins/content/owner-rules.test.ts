import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'
import { SITE_CONTENT } from '../../../test/site-under-test.ts'
import { folderNames } from './load-projects.ts'
import { readOwnerFiles, type OwnerFiles } from './owner-files.ts'
import { ownerRuleProblems } from './owner-rules.ts'

/** A small owner of the test's own: two skill groups, one about card, one quote. */
function fixture(): OwnerFiles {
  const words = (language: string) => ({
    nav: { sections: { home: 'H', skills: 'S', 'about-me': 'A', contact: 'C' } },
    hero: { subtitle: `Backend ${language}` },
    quotes: [{ text: `Quote ${language}`, caption: 'Caption' }],
    skills: { groups: { apis: `APIs ${language}`, data: `Data ${language}` } },
    about: { paragraphs: { craft: { title: 'Craft', description: 'How I work.' } } },
    contact: {},
  })
  const files = {
    site: {
      sections: ['home', 'skills', 'quote', 'about-me', 'contact'],
      sectionIcons: { home: 'lucide:house', contact: 'lucide:mail' },
      skillGroups: [
        { id: 'apis', icon: 'lucide:server', skills: ['go'] },
        { id: 'data', icon: 'lucide:database', skills: ['postgres', 'go'] },
      ],
      aboutParagraphs: [{ id: 'craft', icon: 'lucide:hammer' }],
      counting: true,
    },
    clients: { services: [], testimonials: [], brief: { budgets: [], timelines: [] } },
    technologies: {
      go: { name: 'Go', icon: 'simple-icons:go', color: '#00ADD8' },
      postgres: { name: 'PostgreSQL', icon: 'simple-icons:postgresql', color: '#4169E1' },
    },
    languages: ['es', 'en'],
    words: { es: words('es'), en: words('en') },
  }
  // The rules read only what these hold; the rest of each file is the shapes' business.
  return files as unknown as OwnerFiles
}

/** One file of the fixture as plain data an owner's edit can reach into: a data file, or a language's words. */
function file(files: OwnerFiles, key: string): Record<string, unknown> {
  const named = key === 'site' || key === 'clients' || key === 'technologies' || key === 'look'
  const data = (named ? files[key] : files.words[key]) as Record<string, unknown> | undefined
  if (!data) throw new Error(`the fixture has no ${key}`)
  return data
}

const problems = (files: OwnerFiles, more: { projectSlugs?: string[] } = {}) =>
  ownerRuleProblems({
    files,
    contentDir: SITE_CONTENT,
    projectSlugs: more.projectSlugs ?? [],
    hasArticles: false,
  })

describe('the rules across the owner’s files', () => {
  it('passes when the sections, skill groups, about cards, quotes and words agree', () => {
    expect(problems(fixture())).toEqual([])
  })

  it('names a skill group whose name is missing in one language, and the one it does not know', () => {
    const files = fixture()
    files.site?.skillGroups.splice(1, 1, { id: 'storage', icon: 'lucide:box', skills: ['go'] })
    expect(problems(files)).toEqual([
      'content/es.yml: "skills"."groups"."storage" is missing: the skill group "storage" of site.yml needs its name',
      'content/es.yml: "skills"."groups"."data" is not the skill group of site.yml; the ids there are apis, storage',
      'content/en.yml: "skills"."groups"."storage" is missing: the skill group "storage" of site.yml needs its name',
      'content/en.yml: "skills"."groups"."data" is not the skill group of site.yml; the ids there are apis, storage',
    ])
  })

  it('names an about card missing in one language once, not again for each of its words', () => {
    const files = fixture()
    const about = file(files, 'en').about as { paragraphs: Record<string, unknown> }
    delete about.paragraphs.craft
    expect(problems(files)).toEqual([
      'content/en.yml: "about"."paragraphs"."craft" is missing: the about card "craft" of site.yml needs { title, description }',
    ])
  })

  it('names an unknown technology of a skill group with the likely one', () => {
    const files = fixture()
    files.site?.skillGroups.splice(1, 1, { id: 'data', icon: 'lucide:box', skills: ['postgress'] })
    expect(problems(files)).toEqual([
      'content/site.yml: "skillGroups"[1]."skills"[0]: unknown technology "postgress" (did you mean "postgres"?); the ids are in content/technologies.yml',
    ])
  })

  it('names an icon no shipped set holds, with the likely one', () => {
    const files = fixture()
    file(files, 'technologies').go = {
      name: 'Go',
      icon: 'simple-icons:typescrpt',
      color: '#000000',
    }
    expect(problems(files)).toEqual([
      'content/technologies.yml: "go"."icon": there is no icon "simple-icons:typescrpt" in Simple Icons (did you mean "simple-icons:typescript"?)',
    ])
  })

  it('wants a quote in each language for every banner the sections show', () => {
    const files = fixture()
    file(files, 'site').sections = ['home', 'quote', 'skills', 'quote', 'about-me', 'contact']
    expect(problems(files)).toEqual([
      'content/es.yml: "quotes" has 1 and "sections" of site.yml shows 2 quote banners; give one { text, caption } per banner',
      'content/en.yml: "quotes" has 1 and "sections" of site.yml shows 2 quote banners; give one { text, caption } per banner',
    ])
  })

  it('ignores the words of the sections it hides: labels, about cards and quotes alike', () => {
    const files = fixture()
    // Hidden as docs/content.md says: one edit of `sections`, every word left in place.
    file(files, 'site').sections = ['home', 'skills', 'contact']
    expect(problems(files)).toEqual([])
    // Left half-removed in one language, they are still nobody's business.
    const en = file(files, 'en')
    delete en.about
    en.quotes = []
    delete (en.nav as { sections: Record<string, string> }).sections['about-me']
    expect(problems(files)).toEqual([])
  })

  it('wants the words of a section it shows, and no label for a section that does not exist', () => {
    const files = fixture()
    delete file(files, 'es').about
    ;(file(files, 'en').nav as { sections: Record<string, string> }).sections.contcat = 'Contact'
    expect(problems(files)).toEqual([
      'content/es.yml: "about" is missing: "sections" of site.yml shows \'about-me\', which needs { tag, title, paragraphs }',
      'content/en.yml: "nav"."sections"."contcat" is not a section shown by "sections" of site.yml (did you mean "contact"?); the ids there are home, skills, about-me, contact',
    ])
  })

  it('names a shown section without its navigation label in one line, and gives it an icon', () => {
    const files = fixture()
    file(files, 'site').sections = ['home', 'skills', 'blog', 'contact']
    const lines = problems(files)
    expect(lines).toContain(
      'content/en.yml: "nav"."sections"."blog" is missing: "sections" of site.yml shows \'blog\', which needs its name in the navigation',
    )
    expect(lines.filter((line) => line.includes('undefined'))).toEqual([])
  })

  it('names a word one language has and the other lacks, a missing group once', () => {
    const files = fixture()
    delete (file(files, 'en').hero as { subtitle?: string }).subtitle
    delete file(files, 'es').contact
    expect(problems(files)).toEqual([
      'content/es.yml: "contact" is missing (en.yml has it)',
      'content/en.yml: "hero"."subtitle" is missing (es.yml has it)',
    ])
  })

  it('asks no other language for the words of a part the site does not use', () => {
    const files = fixture()
    // Words for a booking link that clients.yml does not give: one language wrote them anyway.
    ;(file(files, 'es').contact as Record<string, unknown>).bookCall = 'Reserva una llamada'
    expect(problems(files)).toEqual([])
    file(files, 'clients').booking = { url: 'https://cal.example/ana' }
    expect(problems(files)).toEqual([
      `content/en.yml: "contact"."bookCall" is missing: clients.yml and site.yml show it, and it needs the booking link's words, e.g. 'Book a call'`,
    ])
  })

  it('names a testimonial’s unknown project with the likely one, and a missing picture', () => {
    const files = fixture()
    file(files, 'clients').testimonials = [
      { id: 'ana', project: 'crmm', picture: 'images/nobody.jpg' },
    ]
    expect(problems(files, { projectSlugs: ['crm', 'outbox'] })).toEqual([
      'content/clients.yml: "testimonials"[0]."project": there is no project "crmm" (did you mean "crm"?); the projects are crm, outbox',
      'content/clients.yml: "testimonials"[0]."picture": there is no file content/images/nobody.jpg',
    ])
  })

  it('finds nothing wrong with the owner content', async () => {
    const loaded = await readOwnerFiles(SITE_CONTENT)
    expect(loaded.problems).toEqual([])
    const projectSlugs = await folderNames(join(SITE_CONTENT, 'projects'))
    const input = { files: loaded.files, contentDir: SITE_CONTENT, projectSlugs, hasArticles: true }
    expect(ownerRuleProblems(input)).toEqual([])
  })
})

describe('reading the owner’s files', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'owner-files-'))
    await cp(SITE_CONTENT, dir, { recursive: true })
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  async function edit(file: string, change: (text: string) => string): Promise<void> {
    const path = join(dir, file)
    const before = await readFile(path, 'utf8')
    const after = change(before)
    expect(after).not.toBe(before)
    await writeFile(path, after)
  }

  const setYaml = (file: string, path: string[], value: unknown) =>
    edit(file, (text) => {
      const document = parseDocument(text)
      document.setIn(path, value)
      return document.toString()
    })

  it('turns a value holding ": " into one line with its place and the quoted fix', async () => {
    await edit('en.yml', (text) =>
      text.replace(/^( {2}subtitle: ).*$/m, '$1Full-stack developer: React & Node'),
    )
    const loaded = await readOwnerFiles(dir)
    expect(loaded.problems).toEqual([
      expect.stringMatching(
        /^content\/en\.yml:\d+: not valid YAML: .*; a value containing ": " must be quoted: subtitle: "Full-stack developer: React & Node"$/,
      ),
    ])
    expect(loaded.files.words.en).toBeUndefined()
  })

  it('names a word left out of one language and a field no language has', async () => {
    await edit('en.yml', (text) => text.replace(/^meta:$/m, 'mta:'))
    const loaded = await readOwnerFiles(dir)
    expect(loaded.problems).toEqual([
      'content/en.yml: "meta" is missing',
      'content/en.yml: "mta" is not a field a words file has (did you mean "meta"?)',
    ])
  })

  it('keeps home first and contact shown, each section once, at most two quotes', async () => {
    await setYaml(
      'site.yml',
      ['sections'],
      ['skills', 'quote', 'quote', 'quote', 'skills', 'about'],
    )
    const loaded = await readOwnerFiles(dir)
    expect(loaded.problems).toEqual([
      'content/site.yml: "sections"[5] must be "home", "services", "skills", "projects", "testimonials", "about-me", "blog", "contact" or "quote", got "about" (did you mean "about-me"?)',
    ])
    await setYaml('site.yml', ['sections'], ['skills', 'quote', 'quote', 'quote', 'skills'])
    expect((await readOwnerFiles(dir)).problems).toEqual([
      'content/site.yml: "sections": must start with \'home\', the hero at the top of the page',
      'content/site.yml: "sections": must hold \'contact\': the form is how visitors reach you',
      'content/site.yml: "sections": names \'skills\' 2 times; once is the most',
      'content/site.yml: "sections": names \'quote\' 3 times; the page has room for 2',
    ])
  })

  it('names a language tag that is not one, one listed twice, and an empty list', async () => {
    await setYaml('site.yml', ['languages'], ['es', 'english', 'ES'])
    expect((await readOwnerFiles(dir)).problems).toEqual([
      'content/site.yml: "languages"[1] must be a language tag such as es, en or pt-BR, got "english"',
      'content/site.yml: "languages": names "ES" twice; once is enough',
    ])
    await setYaml('site.yml', ['languages'], [])
    expect((await readOwnerFiles(dir)).problems).toEqual([
      expect.stringMatching(/^content\/site\.yml: "languages" must name at least one language/),
    ])
  })

  it('reads the words of each listed language from its own file, and only those', async () => {
    await setYaml('site.yml', ['languages'], ['en', 'pt-BR'])
    const loaded = await readOwnerFiles(dir)
    expect(loaded.files.languages).toEqual(['en', 'pt-BR'])
    expect(loaded.problems).toEqual(['content/pt-BR.yml: the file is missing'])
  })

  it('checks each technology’s name, icon and colour', async () => {
    await setYaml('technologies.yml', ['rust'], { name: '', icon: 'rust', color: 'orange' })
    expect((await readOwnerFiles(dir)).problems).toEqual([
      'content/technologies.yml: "rust"."name" must not be empty, got ""',
      'content/technologies.yml: "rust"."icon" must be an icon name such as "lucide:code-xml" (Lucide, Simple Icons or Devicon), got "rust"',
      'content/technologies.yml: "rust"."color" must be a colour written #rrggbb, e.g. "#0c969c", got "orange"',
    ])
  })

  it('shows one to six offers, each with a known currency and unit, and each id once', async () => {
    const offer = (id: string) => ({ id, icon: 'lucide:box' })
    await setYaml('clients.yml', ['services'], ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(offer))
    expect((await readOwnerFiles(dir)).problems).toEqual([
      expect.stringMatching(/^content\/clients\.yml: "services" must list at most 6 offers/),
    ])
    await setYaml(
      'clients.yml',
      ['services'],
      [{ ...offer('a'), price: { from: 90, currency: 'EUROS', per: 'week' } }],
    )
    expect((await readOwnerFiles(dir)).problems).toEqual([
      'content/clients.yml: "services"[0]."price"."currency": must be a currency code such as EUR or USD',
      'content/clients.yml: "services"[0]."price"."per" must be "project", "day" or "hour", got "week"',
    ])
    await setYaml('clients.yml', ['services'], [offer('a'), offer('a')])
    expect((await readOwnerFiles(dir)).problems).toEqual([
      'content/clients.yml: "services"[1]."id": "a" is used twice; each needs its own id',
    ])
  })

  it('does not build a testimonial without the recorded consent, and names it', async () => {
    const document = parseDocument(await readFile(join(dir, 'clients.yml'), 'utf8'))
    const testimonials = document.toJS() as { testimonials?: unknown[] }
    if (!testimonials.testimonials?.length) return
    document.deleteIn(['testimonials', 0, 'consent'])
    await writeFile(join(dir, 'clients.yml'), document.toString())
    expect((await readOwnerFiles(dir)).problems).toEqual([
      'content/clients.yml: "testimonials"[0]."consent" is missing',
    ])
  })
})
