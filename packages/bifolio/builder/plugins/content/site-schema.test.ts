import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readOwnerFiles, type OwnerModules } from './owner-files.ts'
import { ownerModuleProblems } from './site-schema.ts'
import { SITE_CONTENT } from '../../../test/site-under-test.ts'

const CONTENT = SITE_CONTENT

/** A small owner of the test's own: two skill groups, one about card, one quote. */
function fixture(): OwnerModules {
  const words = (language: string) =>
    ({
      nav: {
        sections: { home: 'H', skills: 'S', 'about-me': 'A', contact: 'C' },
      },
      hero: { subtitle: `Backend ${language}` },
      quotes: [{ text: `Quote ${language}`, caption: 'Caption' }],
      skills: { groups: { apis: `APIs ${language}`, data: `Data ${language}` } },
      about: { paragraphs: { craft: { title: 'Craft', description: 'How I work.' } } },
    }) as unknown as OwnerModules['words']['es']
  return {
    site: {
      sections: ['home', 'skills', 'quote', 'about-me', 'contact'],
      sectionIcons: {
        home: 'lucide:house',
        skills: 'lucide:code-xml',
        projects: 'lucide:folder',
        'about-me': 'lucide:user',
        contact: 'lucide:mail',
      },
      skillGroups: [
        { id: 'apis', icon: 'lucide:server', skills: ['go'] },
        { id: 'data', icon: 'lucide:database', skills: ['postgres', 'go'] },
      ],
      aboutParagraphs: [{ id: 'craft', icon: 'lucide:hammer' }],
    } as unknown as OwnerModules['site'],
    clients: {
      availability: undefined,
      services: [],
      testimonials: [],
      booking: undefined,
      brief: { budgets: [], timelines: [] },
    } as unknown as OwnerModules['clients'],
    technologies: {
      go: { name: 'Go', icon: 'simple-icons:go', color: '#00ADD8' },
      postgres: { name: 'PostgreSQL', icon: 'simple-icons:postgresql', color: '#4169E1' },
    } as unknown as OwnerModules['technologies'],
    words: { es: words('es'), en: words('en') },
    projectPages: { es: { caseStudy: { next: 'Siguiente' } }, en: { caseStudy: { next: 'Next' } } },
    cv: { es: { skills: 'Habilidades' }, en: { skills: 'Skills' } },
  } as unknown as OwnerModules
}

describe('the owner’s TypeScript content', () => {
  it('passes when the sections, skill groups, about cards, quotes and words agree', () => {
    expect(ownerModuleProblems(fixture(), CONTENT)).toEqual([])
  })

  it('names a skill group whose name is missing in one language, and the one it does not know', () => {
    const owner = fixture()
    const site = owner.site as unknown as { skillGroups: Array<{ id?: string }> }
    site.skillGroups[1] = { ...site.skillGroups[1], id: 'storage' }
    expect(ownerModuleProblems(owner, CONTENT)).toEqual(
      expect.arrayContaining([
        'content/es.yml: "skills"."groups"."storage" is missing: the skill group "storage" of site.yml needs its name',
        'content/en.yml: "skills"."groups"."data" is not the skill group of site.yml; the ids there are apis, storage',
      ]),
    )
  })

  it('names an about card missing in one language once, not again for each of its words', () => {
    const owner = fixture()
    const about = owner.words.en.about as unknown as { paragraphs: Record<string, unknown> }
    delete about.paragraphs.craft
    expect(ownerModuleProblems(owner, CONTENT)).toEqual([
      'content/en.yml: "about"."paragraphs"."craft" is missing: the about card "craft" of site.yml needs { title, description }',
    ])
  })

  it('names an unknown technology of a skill group with the likely one', () => {
    const owner = fixture()
    const site = owner.site as unknown as { skillGroups: Array<{ skills?: string[] }> }
    site.skillGroups[1] = { ...site.skillGroups[1], skills: ['postgress'] }
    expect(ownerModuleProblems(owner, CONTENT)).toEqual([
      'content/site.yml: "skillGroups"[1]."skills"[0]: unknown technology "postgress" (did you mean "postgres"?); the ids are in content/technologies.yml',
    ])
  })

  it('keeps home first and contact shown, each section once and at most two quotes', () => {
    const owner = fixture()
    ;(owner.site as unknown as { sections: string[] }).sections = [
      'skills',
      'quote',
      'quote',
      'quote',
      'skills',
      'projetcs',
    ]
    const problems = ownerModuleProblems(owner, CONTENT)
    expect(problems).toEqual(
      expect.arrayContaining([
        'content/site.yml: "sections"[5]: unknown section "projetcs" (did you mean "projects"?); the sections are home, services, skills, projects, testimonials, about-me, blog, contact, quote',
        'content/site.yml: "sections" must start with \'home\', the hero at the top of the page',
        'content/site.yml: "sections" must hold \'contact\': the form is how visitors reach you',
        'content/site.yml: "sections" names \'skills\' 2 times; once is the most',
        'content/site.yml: "sections" names \'quote\' 3 times; the page has room for two',
      ]),
    )
  })

  it('wants a quote in each language for every banner the sections show', () => {
    const owner = fixture()
    ;(owner.site as unknown as { sections: string[] }).sections = [
      'home',
      'quote',
      'skills',
      'quote',
      'about-me',
      'contact',
    ]
    expect(ownerModuleProblems(owner, CONTENT)).toEqual([
      'content/es.yml: "quotes" has 1 and "sections" of site.yml shows 2 quote banners; give one { text, caption } per banner',
      'content/en.yml: "quotes" has 1 and "sections" of site.yml shows 2 quote banners; give one { text, caption } per banner',
    ])
  })

  it('ignores the words of the sections it hides: labels, about cards and quotes alike', () => {
    const owner = fixture()
    // Hidden as docs/content.md says: one edit of `sections`, every word left in place.
    ;(owner.site as unknown as { sections: string[] }).sections = ['home', 'skills', 'contact']
    expect(ownerModuleProblems(owner, CONTENT)).toEqual([])
    // Left half-removed in one language, they are still nobody's business.
    const en = owner.words.en as unknown as Record<string, unknown>
    delete en.about
    en.quotes = []
    delete (en.nav as { sections: Record<string, string> }).sections['about-me']
    expect(ownerModuleProblems(owner, CONTENT)).toEqual([])
  })

  it('wants the words of a section it shows, and no label for a section that does not exist', () => {
    const owner = fixture()
    delete (owner.words.es as unknown as Record<string, unknown>).about
    ;(owner.words.en.nav as { sections: Record<string, string> }).sections.contcat = 'Contact'
    expect(ownerModuleProblems(owner, CONTENT)).toEqual([
      'content/es.yml: "about" is missing: "sections" of site.yml shows \'about-me\', which needs { tag, title, paragraphs }',
      'content/en.yml: "nav"."sections"."contcat" is not a section shown by "sections" of site.yml (did you mean "contact"?); the ids there are home, skills, about-me, contact',
    ])
  })

  it('names a word one language has and the other lacks', () => {
    const owner = fixture()
    delete (owner.words.en.hero as { subtitle?: string }).subtitle
    expect(ownerModuleProblems(owner, CONTENT)).toEqual([
      'content/en.yml: "hero"."subtitle" is missing (es.yml has it)',
    ])
  })

  it('checks each technology’s name, icon and colour', () => {
    const owner = fixture()
    Object.assign(owner.technologies, {
      rust: { name: '', icon: 'rust', color: 'orange' },
    })
    expect(ownerModuleProblems(owner, CONTENT)).toEqual([
      'content/technologies.yml: "rust"."name" must be the name a visitor reads, e.g. "React"',
      'content/technologies.yml: "rust"."icon" must be an icon name such as "lucide:code-xml" (Lucide, Simple Icons or Devicon), got "rust"',
      'content/technologies.yml: "rust"."color" must be a colour such as \'#61DAFB\', or { light: \'#000000\', dark: \'#FFFFFF\' }, got "orange"',
    ])
  })

  it('finds nothing wrong with the owner content', async () => {
    const loaded = await readOwnerFiles(CONTENT)
    expect(loaded.problems).toEqual([])
    expect(ownerModuleProblems(loaded.modules, CONTENT)).toEqual([])
  })
})

describe('reading the owner’s files', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'owner-modules-'))
    await cp(CONTENT, dir, { recursive: true })
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('turns a file that is not valid YAML into one line with its place', async () => {
    const file = join(dir, 'en.yml')
    const source = await readFile(file, 'utf8')
    // A quote opened and never closed on the first line of words.
    const broken = source.replace(/^meta:$/m, 'meta:\n  title: "x')
    expect(broken).not.toBe(source)
    await writeFile(file, broken)
    const loaded = await readOwnerFiles(dir)
    expect(loaded.problems).toEqual([
      expect.stringMatching(/^content\/en\.yml:\d+: not valid YAML: \S.*$/),
    ])
  })

  it('names a word left out of one language and a field no language has', async () => {
    const file = join(dir, 'en.yml')
    const source = await readFile(file, 'utf8')
    await writeFile(file, source.replace(/^skipLink: .*$/m, 'skipLnk: Skip'))
    const loaded = await readOwnerFiles(dir)
    expect(loaded.problems).toEqual([
      'content/en.yml: "skipLink" is missing',
      'content/en.yml: "skipLnk" is not a field a words file has (did you mean "skipLink"?)',
    ])
  })
})
