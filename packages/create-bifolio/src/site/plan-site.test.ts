import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  editorSchemaProblems,
  findUntranslated,
  iconProblem,
  loadContent,
  SITE_TEST_BUILD_DIR,
} from '../../test/engine.ts'
import {
  CARACAS_RESUME_PATH,
  readFixture,
  resumeFixture,
  type ResumeFixture,
} from '../../test/fixture.ts'
import { fromResume, NETWORK_ICONS } from '../resume/from-resume.ts'
import { readCatalogue, technologyMatcher } from './catalogue.ts'
import { planSite, type SiteSpec } from './plan-site.ts'
import { SITE_COMMANDS, SITE_INSTALL_SCRIPTS, siteScript } from './site-package.ts'
import { TEMPLATE_DIR } from './template.ts'
import { writeSite } from './write-site.ts'

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

const OWNER: SiteSpec = {
  folder: 'ana-site',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  language: 'en',
  engine: '^3.2.1',
  testTools: { 'playwright-core': '^9.8.7' },
  today: '2027-02-03',
}

async function written(spec: SiteSpec): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'site-'))
  dirs.push(dir)
  await writeSite(dir, await planSite(TEMPLATE_DIR, spec))
  return dir
}

async function withResume(resume: object): Promise<SiteSpec> {
  const catalogue = await readCatalogue(join(TEMPLATE_DIR, 'content'))
  return { ...OWNER, resume: fromResume(readFixture(resume), technologyMatcher(catalogue), 'en') }
}

const yamlOf = async (dir: string, file: string) =>
  parse(await readFile(join(dir, 'content', file), 'utf8')) as Record<string, unknown>

describe('a new site', () => {
  it("holds the owner's content, package.json, README.md and .gitignore, and nothing else", async () => {
    const dir = await written(OWNER)
    expect((await readdir(dir)).sort()).toEqual([
      '.gitignore',
      'README.md',
      'content',
      'package.json',
    ])
    const ignored = (await readFile(join(dir, '.gitignore'), 'utf8')).split('\n')
    // The packages, the builds (the owner's and \`npm test\`'s) and the form's local outbox.
    expect(ignored).toEqual(
      expect.arrayContaining(['node_modules/', 'dist/', `${SITE_TEST_BUILD_DIR}/`, 'data/']),
    )
    expect(await readFile(join(dir, 'README.md'), 'utf8')).toContain(OWNER.name)
  })

  it("passes the engine's content check as written, in both languages", async () => {
    const content = await loadContent(join(await written(OWNER), 'content'))
    expect(content.profile).toMatchObject({ name: OWNER.name, email: OWNER.email, language: 'en' })
    expect(content.projects).toHaveLength(1)
    expect(content.cv.updated).toBe(OWNER.today)
  })

  it("runs the engine's commands from its scripts, on the engine's version, with the test's tools for development only", async () => {
    const dir = await written(OWNER)
    const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >
    expect(pkg).toEqual({
      name: 'ana-site',
      private: true,
      type: 'module',
      scripts: Object.fromEntries(SITE_COMMANDS.map((command) => [command, siteScript(command)])),
      dependencies: { bifolio: OWNER.engine },
      devDependencies: OWNER.testTools,
      allowScripts: Object.fromEntries(SITE_INSTALL_SCRIPTS.map((name) => [name, true])),
    })
  })

  it('depends on the SQLite package only when created on a Node without its own', async () => {
    const sqlite = { 'better-sqlite3': '^12.0.0' }
    const dir = await written({ ...OWNER, serverExtras: sqlite })
    const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    expect(pkg.dependencies).toEqual({ bifolio: OWNER.engine, ...sqlite })
  })

  it("names the engine's JSON Schema in each data file, and the schema accepts the file", async () => {
    const dir = await written(OWNER)
    const { checked, problems } = await editorSchemaProblems(join(dir, 'content'))
    expect(problems).toEqual([])
    expect(checked.sort()).toEqual([
      'clients.yml',
      'cv.yml',
      'en.yml',
      'es.yml',
      'look.yml',
      'profile.json',
      'site.yml',
      'technologies.yml',
    ])
  })
})

describe('a new site from a resume', () => {
  it("passes the engine's content check, with the resume's profile, headline, CV and skills", async () => {
    const resume = resumeFixture()
    const dir = await written(await withResume(resume))
    const content = await loadContent(join(dir, 'content'))
    expect((await editorSchemaProblems(join(dir, 'content'))).problems).toEqual([])
    expect(content.profile.links).toMatchObject({
      github: 'https://github.com/jonasweber-example',
      linkedin: 'https://www.linkedin.com/in/jonas-weber-example',
    })
    for (const locale of ['es', 'en'] as const) {
      expect(content.owner.words[locale]?.hero).toMatchObject({
        subtitle: resume.basics.label,
        description: resume.basics.summary,
      })
    }
    // Written in English: the Spanish words wait for their translation, marked.
    const untranslated = (await findUntranslated(join(dir, 'content'), ['es', 'en'])).map(
      ({ line }) => line,
    )
    expect(untranslated).toEqual(
      expect.arrayContaining(['content/es.yml: hero.subtitle', 'content/es.yml: hero.description']),
    )
    expect(untranslated.filter((line) => line.startsWith('content/en.yml'))).toEqual([])
    expect(content.cv.experience.map((job) => job.organisation)).toEqual(
      resume.work.map((job) => job.name ?? job.company),
    )
    expect(content.cv.education).toHaveLength(resume.education.length)
    const site = await yamlOf(dir, 'site.yml')
    expect(site.skillGroups).toContainEqual({
      id: 'backend',
      icon: 'lucide:server',
      skills: ['go', 'python', 'fastapi', 'node', 'graphql'],
    })
  })

  it('keeps the phone and every profile, each other network under its own name and logo', async () => {
    const caracas = JSON.parse(await readFile(CARACAS_RESUME_PATH, 'utf8')) as ResumeFixture
    const dir = await written(await withResume(caracas))
    const { profile } = await loadContent(join(dir, 'content'))
    expect(profile.phone).toBe(caracas.basics.phone)
    const networks = caracas.basics.profiles as Array<{ network: string; url: string }>
    const others = networks.filter(({ network }) => !/^(github|linkedin)$/i.test(network))
    expect(profile.links.others.map(({ name, url }) => ({ name, url }))).toEqual(
      others
        .map(({ network, url }) => ({ network, url }))
        .map(({ network, url }) => ({ name: network, url })),
    )
    expect(profile.links.others.every(({ icon }) => icon?.startsWith('simple-icons:'))).toBe(true)
  })

  it('names each network logo it gives by a name the engine draws', () => {
    for (const [network, icon] of Object.entries(NETWORK_ICONS)) {
      expect(iconProblem(icon), network).toBeUndefined()
    }
  })

  it('still builds when its texts are longer than the CV has room for, and keeps them in full', async () => {
    const resume = resumeFixture()
    const long = `${'I design, build and run services for teams that ship every week. '.repeat(12)}`
    resume.basics.summary = long
    resume.work[0] = { ...resume.work[0], position: `Principal ${'platform '.repeat(12)}engineer` }
    const dir = await written(await withResume(resume))
    const content = await loadContent(join(dir, 'content'))
    expect(content.cv.summary.en?.length).toBeLessThanOrEqual(600)
    const cv = await readFile(join(dir, 'content/cv.yml'), 'utf8')
    expect(cv).toContain(`# Shortened to fit the CV; the resume's words in full: ${long.trim()}`)
  })

  it('keeps the starter where the resume has nothing to say', async () => {
    const dir = await written(await withResume({ basics: { name: 'Ana Ruiz' } }))
    await expect(loadContent(join(dir, 'content'))).resolves.toBeDefined()
    const starter = parse(await readFile(join(TEMPLATE_DIR, 'content/site.yml'), 'utf8')) as object
    expect(await yamlOf(dir, 'site.yml')).toEqual(starter)
  })
})
