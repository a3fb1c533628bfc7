/**
 * The package as npm publishes it: packed with `npm pack`, then run from its tarball the way
 * `npm create bifolio` runs it (`npm exec`), in a folder outside the repository, so only what
 * the tarball holds and its declared dependencies (from the npm cache, else the registry) take
 * part. What it writes must pass the engine's content check.
 */
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadContent } from './engine.ts'
import { resumeFixture } from './fixture.ts'
import { hasNodeSqlite } from '../src/site/site-package.ts'

const run = promisify(execFile)
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url))
/** Installing tsx and esbuild into npm's exec cache takes a while on a cold cache. */
const INSTALL_TIMEOUT_MS = 180_000

const NPM_ENV = {
  ...process.env,
  npm_config_yes: 'true',
  npm_config_prefer_offline: 'true',
  npm_config_update_notifier: 'false',
  npm_config_fund: 'false',
  npm_config_audit: 'false',
}

let work: string
let tarball: string
let packedFiles: string[]

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'create-bifolio-packed-'))
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', work], {
    cwd: PACKAGE_DIR,
    env: NPM_ENV,
  })
  const [packed] = JSON.parse(stdout) as Array<{ filename: string; files: Array<{ path: string }> }>
  if (!packed) throw new Error(`npm pack said nothing of a tarball: ${stdout}`)
  tarball = join(work, packed.filename)
  packedFiles = packed.files.map((file) => file.path)
}, INSTALL_TIMEOUT_MS)

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true })
})

/** `npm create bifolio -- …args`, with the packed tarball as the package. */
function createFromTarball(args: string[]) {
  const argv = ['exec', `--package=${tarball}`, '--', 'create-bifolio', ...args]
  return run('npm', argv, { cwd: work, env: NPM_ENV, timeout: INSTALL_TIMEOUT_MS }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )
}

describe('create-bifolio, packed', () => {
  it('holds its command, its starter and the .gitignore to write, and no tests', () => {
    expect(packedFiles).toEqual(
      expect.arrayContaining([
        'bin/create-bifolio.js',
        'src/cli.ts',
        'template/gitignore',
        'template/content/site.yml',
        'template/content/images/placeholder-portrait.png',
      ]),
    )
    expect(packedFiles.filter((path) => /\.test\.ts$|^test\//.test(path))).toEqual([])
  })

  it(
    'creates, from its tarball and outside the repository, a site that passes the content check',
    async () => {
      expect(relative(PACKAGE_DIR, work).startsWith('..')).toBe(true)
      await writeFile(join(work, 'resume.json'), JSON.stringify(resumeFixture()))
      const created = await createFromTarball([
        'ana',
        '--name',
        'Ana Ruiz',
        '--from',
        'resume.json',
        '--yes',
      ])
      expect(created).toMatchObject({ code: 0, stderr: '' })
      expect(created.stdout).toContain('npm run dev')
      const site = join(work, 'ana')
      expect((await readdir(site)).sort()).toEqual([
        '.gitignore',
        'README.md',
        'content',
        'package.json',
      ])
      const pkg = JSON.parse(await readFile(join(site, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>
      }
      const own = JSON.parse(await readFile(join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
        bifolio: { engine: string; sqlite: Record<string, string> }
      }
      // SQLite's package comes only with a site made on a Node without its own.
      expect(pkg.dependencies).toEqual({
        bifolio: own.bifolio.engine,
        ...(hasNodeSqlite() ? {} : own.bifolio.sqlite),
      })
      const content = await loadContent(join(site, 'content'))
      expect(content.profile).toMatchObject({
        name: 'Ana Ruiz',
        email: resumeFixture().basics.email,
      })
    },
    INSTALL_TIMEOUT_MS,
  )

  it(
    'refuses a folder that holds anything, with one line and exit code 2',
    async () => {
      await mkdir(join(work, 'taken'))
      await writeFile(join(work, 'taken/notes.txt'), 'mine')
      const owner = ['--name', 'Ana Ruiz', '--email', 'ana@example.com', '--yes']
      expect(await createFromTarball(['taken', ...owner])).toMatchObject({
        code: 2,
        stdout: '',
        stderr:
          'taken already exists and is not empty (1 entry); choose a new folder, or empty this one first\n',
      })
      expect(await readdir(join(work, 'taken'))).toEqual(['notes.txt'])
    },
    INSTALL_TIMEOUT_MS,
  )
})
