/**
 * An owner's whole journey, outside the repository and from packed tarballs only, as the
 * README tells it: `npm create bifolio` makes a site, another owner's content (sites/noor, in
 * the documented format) takes the starter's place, the site builds for her domain and passes
 * her own `npm test`; then a later engine, with a change a visitor sees and a new content field
 * that has a default, arrives by `npm install`, her first build on it prints its release notes,
 * and the rebuilt page shows the change without one of her files touched. Another owner starts
 * a site in two languages the starter is not written in, and builds it as it comes. Last, the
 * first owner's host installs her built site for production and serves it (./production.ts).
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyEngine, localSqlitePrebuild, pack, patch, step } from './packed'
import { inbox, prunedBuild, serveOnce, toolsLeft } from './production'
import { loadContent } from '../../packages/bifolio/builder/plugins/content/load-content.ts'
import { pathOf, prerenderedRoutes } from '../../packages/bifolio/src/i18n/routes.ts'
import { projectPages } from '../../packages/bifolio/src/content/project-language.ts'

const REPOSITORY = resolve(import.meta.dirname, '..', '..')
const ENGINE = join(REPOSITORY, 'packages', 'bifolio')
const CREATE = join(REPOSITORY, 'packages', 'create-bifolio')
const OWNER_CONTENT = join(REPOSITORY, 'sites', 'noor', 'content')
const DOMAIN = 'https://noor.example'
/** What the later engine shows on every page when the owner's profile does not say otherwise. */
const NEW_DEFAULT = 'Independent since the first commit'

let work: string
let site: string
let ana: string
/** Where the installs find the SQLite module prebuilt, as an owner's download would give it. */
let prebuilt: NodeJS.ProcessEnv

/** Every file of the owner's, by its path, with a hash of its bytes. */
async function ownerFiles(dir: string): Promise<Record<string, string>> {
  const skipped = new Set([
    'node_modules',
    'dist',
    '.bifolio-test',
    'package.json',
    'package-lock.json',
  ])
  const files: Record<string, string> = {}
  async function walk(folder: string): Promise<void> {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      if (folder === dir && skipped.has(entry.name)) continue
      const path = join(folder, entry.name)
      if (entry.isDirectory()) await walk(path)
      else
        files[relative(dir, path)] = createHash('sha256')
          .update(await readFile(path))
          .digest('hex')
    }
  }
  await walk(dir)
  return files
}

const pageOf = (buildDir: string) => readFile(join(buildDir, 'client', 'index.html'), 'utf8')
const engineOf = async (buildDir: string) =>
  (JSON.parse(await readFile(join(buildDir, 'build.json'), 'utf8')) as { engine: string }).engine

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'bifolio-journey-'))
  site = join(work, 'noor')
  prebuilt = await localSqlitePrebuild(REPOSITORY, join(work, 'prebuilds'))
})
afterAll(() => (work ? rm(work, { recursive: true, force: true }) : undefined))

describe('an owner, from npm create to a newer engine', () => {
  let engineTarball: string
  let createTarball: string
  let before: Record<string, string>

  it('creates a site from the packed create-package, with her content in place of the starter', async () => {
    expect(relative(REPOSITORY, work).startsWith('..')).toBe(true)
    engineTarball = await pack(ENGINE, work)
    createTarball = await pack(CREATE, work)
    await step(
      'npm create bifolio',
      'npm',
      [
        'exec',
        `--package=${createTarball}`,
        '--',
        'create-bifolio',
        'noor',
        '--name',
        'Noor Haddad',
        '--email',
        'noor@noor.example',
        '--yes',
      ],
      { cwd: work },
    )
    expect((await readdir(site)).sort()).toEqual([
      '.gitignore',
      'README.md',
      'content',
      'package.json',
    ])
    await rm(join(site, 'content'), { recursive: true })
    await cp(OWNER_CONTENT, join(site, 'content'), { recursive: true })
    // The engine this repository would publish, not one from the registry.
    await step('npm install the engine', 'npm', ['install', engineTarball], {
      cwd: site,
      env: prebuilt,
    })
    before = await ownerFiles(site)
  })

  it('builds for her domain and passes her own npm test', async () => {
    const built = await step('npm run build', 'npm', ['run', 'build'], {
      cwd: site,
      env: { SITE_URL: DOMAIN },
    })
    // She reads the build's steps and their details, and nothing else: no bundler's warning
    // about the engine's own code, which she could do nothing about.
    const unexpected = built
      .split('\n')
      .filter((line) => line.trim() !== '')
      .filter((line) => !/^(> |npm |building the site into |\[\d+\/\d+\] | {2,})/.test(line))
    expect(unexpected).toEqual([])
    const page = await pageOf(join(site, 'dist'))
    expect(page).toContain(`<link rel="canonical" href="${DOMAIN}/"`)
    expect(page).not.toContain(NEW_DEFAULT)
    const engine = JSON.parse(await readFile(join(ENGINE, 'package.json'), 'utf8')) as {
      version: string
    }
    expect(await engineOf(join(site, 'dist'))).toBe(engine.version)
    const tested = (await step("the site's npm test", 'npm', ['test'], { cwd: site })).split('\n')
    // Every page of her content, in both themes, and her form's message delivered.
    const content = await loadContent(join(site, 'content'))
    const slugs = content.projects.map((project) => project.card.slug)
    const written = content.posts.map(({ entry }) => ({ slug: entry.slug, locale: entry.locale }))
    const paths = prerenderedRoutes(
      projectPages(content.projects.map(({ card }) => card)),
      written,
    ).map(pathOf)
    expect(tested.filter((line) => line.includes('✗'))).toEqual([])
    expect(tested).toContain(`  ✓ no problems (${slugs.length} project(s))`)
    for (const path of paths) expect(tested).toContain(`  ✓ ${path} (light, dark)`)
    expect(tested).toContain('  ✓ contact form on /: the message reached the mailbox')
    expect(tested.join('\n')).toMatch(
      new RegExp(
        `✓ bifolio test: the site passed: its content, its build and its ${paths.length} pages`,
      ),
    )
    // Her test built apart: the build for her domain is as it was.
    expect(existsSync(join(site, '.bifolio-test', 'client', 'index.html'))).toBe(true)
    expect(await pageOf(join(site, 'dist'))).toContain(`<link rel="canonical" href="${DOMAIN}/"`)
  })

  it('takes a newer engine by npm install, shows its change, and leaves her files as they were', async () => {
    const next = join(work, 'engine-next')
    await copyEngine(ENGINE, next)
    const manifest = JSON.parse(await readFile(join(next, 'package.json'), 'utf8')) as {
      version: string
    }
    const previous = manifest.version
    const [major, minor] = previous.split('.').map(Number)
    manifest.version = `${major}.${(minor ?? 0) + 1}.0`
    await writeFile(join(next, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    // Its release notes, which her first build on it prints.
    const entry = `- The footer shows \`tagline\` of profile.json: "${NEW_DEFAULT}" unless it says otherwise.`
    await patch(
      join(next, 'CHANGELOG.md'),
      '\n## Unreleased\n',
      `\n## Unreleased\n\n## ${manifest.version}\n\n${entry}\n`,
    )
    // A new profile field with a default, and the footer showing it.
    await patch(
      join(next, 'src/content/shapes/profile.ts'),
      '    links: v.optional(',
      `    tagline: v.optional(v.string(), ${JSON.stringify(NEW_DEFAULT)}),\n    links: v.optional(`,
    )
    await patch(
      join(next, 'src/layout/footer.tsx'),
      '        <p className="site-footer__copyright">',
      `        <p className="site-footer__tagline">{(profile as { tagline?: string }).tagline}</p>\n        <p className="site-footer__copyright">`,
    )
    await patch(
      join(next, 'src/layout/footer.tsx'),
      // The file's first import: the new one goes before it, whatever the file imports.
      'import ',
      "import { profile } from '../content/owner-content'\nimport ",
    )
    const nextTarball = await pack(next, work)
    await step('npm install the newer engine', 'npm', ['install', nextTarball], {
      cwd: site,
      env: prebuilt,
    })
    const rebuilt = await step('npm run build', 'npm', ['run', 'build'], {
      cwd: site,
      env: { SITE_URL: DOMAIN },
    })
    expect(rebuilt).toContain(
      `bifolio ${previous} → ${manifest.version}, what came since the last build:\n  ${manifest.version}\n    ${entry}\n`,
    )
    expect(await engineOf(join(site, 'dist'))).toBe(manifest.version)
    expect(await pageOf(join(site, 'dist'))).toContain(NEW_DEFAULT)
    expect(await ownerFiles(site)).toEqual(before)
  })

  it('starts a site in Brazilian Portuguese and French, which builds with each page in its language', async () => {
    const languages = ['pt-BR', 'fr'] as const
    await step(
      'npm create bifolio --languages pt-BR,fr',
      'npm',
      [
        'exec',
        `--package=${createTarball}`,
        '--',
        'create-bifolio',
        'ana',
        '--name',
        'Ana Souza',
        '--email',
        'ana@ana.example',
        '--languages',
        languages.join(','),
        '--yes',
      ],
      { cwd: work },
    )
    ana = join(work, 'ana')
    // The first site's packages, moved rather than installed again: an install builds the native
    // SQLite module anew where no prebuilt one downloads, minutes that prove nothing here.
    await rename(join(site, 'node_modules'), join(ana, 'node_modules'))
    const built = await step('npm run build', 'npm', ['run', 'build'], {
      cwd: ana,
      env: { SITE_URL: 'https://ana.example' },
    })
    // The starter's English words wait for their translation: listed, published as they are.
    expect(built).toMatch(/\d+ untranslated word\(s\), which this build publishes as they are/)
    for (const file of ['pt-BR.yml', 'fr.yml'])
      expect(built).toMatch(new RegExp(`^ {2}content/${file.replace('.', '\\.')}: \\S`, 'm'))
    const client = join(ana, 'dist', 'client')
    const langOf = async (page: string) =>
      /<html[^>]* lang="([^"]+)"/.exec(await readFile(join(client, page), 'utf8'))?.[1]
    expect(await langOf('index.html')).toBe('pt-BR')
    expect(await langOf(join('fr', 'index.html'))).toBe('fr')
  })

  it('is installed by her host for production: nothing but what serves, which answers, takes a message and stops cleanly', async () => {
    // Her packages, back from the second site, which borrowed them.
    await rename(join(ana, 'node_modules'), join(site, 'node_modules'))
    await step('npm prune --omit=dev --omit=peer', 'npm', ['prune', '--omit=dev', '--omit=peer'], {
      cwd: site,
      env: prebuilt,
    })
    expect(await toolsLeft(site)).toEqual([])
    const size = (await step('du', 'du', ['-sh', 'node_modules'], { cwd: site })).split('\t')[0]
    console.log(`journey: node_modules after the prune: ${size}`)
    // The build's tools are gone: one line that says what to install, no stack.
    const build = await prunedBuild(site)
    expect(build.code).toBe(2)
    expect(build.stderr.trim().split('\n')).toEqual([expect.stringMatching(/run npm install$/)])

    const page = await readFile(join(site, 'dist', 'client', 'index.html'), 'utf8')
    const language = /<html[^>]* lang="([^"]+)"/.exec(page)?.[1]
    const served = await serveOnce(site, {
      name: 'Her Host',
      email: 'host@example.com',
      subject: 'The pruned install accepts messages',
      message: 'Sent from the production install of her site.',
      consent: true,
      language,
      website: '',
    })
    console.log(`journey: npm run serve answered / after ${Math.round(served.firstAnswerMs)} ms`)
    expect(served.contactStatus).toBe(202)
    expect(served.mailWritten).toBe(true)
    expect(served.exitCode).toBe(0)
    expect(served.log).toMatch(/"msg":"stopped in \d+ ms"/)
    expect(await inbox(site, served.dataDir)).toContain('host@example.com')
  })
})
