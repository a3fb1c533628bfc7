import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { RESUME_PATH, resumeFixture } from '../test/fixture.ts'
import { run } from './run.ts'

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

/** Runs the command in a fresh folder, with no terminal to ask at. */
async function command(argv: string[], prepare?: (cwd: string) => Promise<void>) {
  const cwd = await mkdtemp(join(tmpdir(), 'create-'))
  dirs.push(cwd)
  await prepare?.(cwd)
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  const out: string[] = []
  const err: string[] = []
  stdout.on('data', (chunk: Buffer) => out.push(chunk.toString()))
  stderr.on('data', (chunk: Buffer) => err.push(chunk.toString()))
  const code = await run({
    argv,
    cwd,
    stdin: new PassThrough(),
    stdout,
    stderr,
    isTerminal: false,
    today: '2027-02-03',
  })
  return { code, cwd, out: out.join(''), err: err.join('') }
}

const OWNER = ['--name', 'Ana Ruiz', '--email', 'ana@example.com']

describe('npm create bifolio', () => {
  it('writes the site, then says what it wrote and what to do next', async () => {
    const { code, cwd, out, err } = await command(['my-site', ...OWNER])
    expect({ code, err }).toEqual({ code: 0, err: '' })
    expect(await readdir(join(cwd, 'my-site'))).toContain('content')
    expect(out).toContain(`Creating a portfolio site for Ana Ruiz in ${join(cwd, 'my-site')}`)
    expect(out).toContain('package.json')
    const steps = out.slice(out.indexOf('Next steps:'))
    expect(steps).toMatch(/cd my-site\n\s+npm install\n\s+npm run dev/)
    for (const file of ['placeholder-portrait.png', 'content/es.yml', 'content/cv.yml']) {
      expect(steps).toContain(file)
    }
  })

  it('takes the owner from the resume and says what to translate and what it could not show', async () => {
    const { code, cwd, out } = await command(
      ['site', '--from', 'resume.json', '--language', 'en'],
      (cwd) => writeFile(join(cwd, 'resume.json'), JSON.stringify(resumeFixture())),
    )
    expect(code).toBe(0)
    const profile = JSON.parse(
      await readFile(join(cwd, 'site/content/profile.json'), 'utf8'),
    ) as object
    const { basics } = resumeFixture()
    expect(profile).toMatchObject({ name: basics.name, email: basics.email, language: 'en' })
    expect(out).toContain(
      'es.yml and the other entries start from the same words marked "# untranslated"',
    )
    expect(out).toContain('keywords technologies.yml does not know: REST, dbt, Agile, Clean Code')
    expect(out).toContain('route-planner, Schema diff.')
  })

  it('refuses a folder that holds anything, and leaves it as it was', async () => {
    const { code, cwd, out, err } = await command(['my-site', ...OWNER], async (cwd) => {
      await mkdir(join(cwd, 'my-site'))
      await writeFile(join(cwd, 'my-site/notes.txt'), 'mine')
    })
    expect(code).toBe(2)
    expect(err).toBe(
      'my-site already exists and is not empty (1 entry); choose a new folder, or empty this one first\n',
    )
    expect(out).toBe('')
    expect(await readdir(join(cwd, 'my-site'))).toEqual(['notes.txt'])
  })

  it('writes into an empty folder that exists', async () => {
    const { code } = await command(['my-site', ...OWNER], (cwd) => mkdir(join(cwd, 'my-site')))
    expect(code).toBe(0)
  })

  it('without a terminal, names a missing flag in one line and writes nothing', async () => {
    const { code, cwd, err } = await command(['my-site', '--name', 'Ana Ruiz'])
    expect(code).toBe(2)
    expect(err).toBe(
      'missing --email: give the address the contact form writes to, e.g. --email ana@example.com\n',
    )
    expect(await readdir(cwd)).toEqual([])
  })

  it('names a bad flag in one line, and writes nothing', async () => {
    const unknown = await command(['my-site', ...OWNER, '--colour', 'red'])
    expect(unknown).toMatchObject({ code: 2, out: '' })
    expect(unknown.err).toMatch(/^unknown option --colour; the options are .*\n$/)
  })

  it('says when the resume file cannot be read', async () => {
    const { code, err } = await command([
      'my-site',
      ...OWNER,
      '--from',
      RESUME_PATH.replace('.json', '.txt'),
    ])
    expect(code).toBe(2)
    expect(err).toBe(`${RESUME_PATH.replace('.json', '.txt')}: there is no such file\n`)
  })

  it('prints its usage with --help', async () => {
    const { code, out } = await command(['--help'])
    expect(code).toBe(0)
    expect(out).toContain('Usage: npm create bifolio <folder> -- [options]')
  })
})
