import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { PROFILE_PICTURE_MIN_PX, profileProblems, readProfile } from './profile-schema.ts'
import { SITE_CONTENT } from '../../../test/site-under-test.ts'

const VALID = {
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  picture: 'images/me.png',
  mailFrom: 'Portfolio <no-reply@example.com>',
  links: { github: 'https://github.com/ana', linkedin: 'https://www.linkedin.com/in/ana' },
}

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

async function profileDir(profile: unknown, { withPicture = true } = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'profile-'))
  dirs.push(dir)
  const text = typeof profile === 'string' ? profile : JSON.stringify(profile)
  await writeFile(join(dir, 'profile.json'), text)
  await mkdir(join(dir, 'images'))
  if (withPicture) await writeFile(join(dir, 'images/me.png'), '')
  return dir
}

/** A profile whose picture is a real image of `width` × `height` px. */
async function withPictureOf(width: number, height: number, profile: object = VALID) {
  const dir = await profileDir(profile)
  const image = sharp({ create: { width, height, channels: 3, background: '#3a6' } })
  await image.png().toFile(join(dir, 'images/me.png'))
  return dir
}

describe('content/profile.json', () => {
  it('takes a square picture large enough for the hero, and links that are each optional', async () => {
    const size = PROFILE_PICTURE_MIN_PX
    expect(await profileProblems(await withPictureOf(size, size))).toEqual([])
    const onlyGithub = { ...VALID, links: { github: 'https://github.com/ana' } }
    expect(await profileProblems(await withPictureOf(size, size, onlyGithub))).toEqual([])
    const noLinks = { ...VALID, links: undefined }
    expect(await profileProblems(await withPictureOf(size, size, noLinks))).toEqual([])
  })

  it('takes a phone and more profiles, and names an icon no set holds', async () => {
    const size = PROFILE_PICTURE_MIN_PX
    const others = [
      { name: 'CodePen', url: 'https://codepen.io/ana', icon: 'simple-icons:codepen' },
    ]
    const more = { ...VALID, phone: '+34 612 345 678', links: { ...VALID.links, others } }
    expect(await profileProblems(await withPictureOf(size, size, more))).toEqual([])
    const wrongIcon = {
      ...more,
      links: { others: [{ ...others[0], icon: 'simple-icons:codepn' }] },
    }
    const [problem, ...rest] = await profileProblems(await withPictureOf(size, size, wrongIcon))
    expect(rest).toEqual([])
    expect(problem).toMatch(
      /^content\/profile\.json: "links"\."others"\[0\]\."icon": .*"simple-icons:codepen"/,
    )
    const badPhone = { ...VALID, phone: 'call me' }
    expect(await profileProblems(await withPictureOf(size, size, badPhone))).toEqual([
      'content/profile.json: "phone" must be a phone number such as "+34 612 345 678", got "call me"',
    ])
  })

  it('says a picture is too small to show sharp, or not square', async () => {
    const size = PROFILE_PICTURE_MIN_PX
    expect(await profileProblems(await withPictureOf(200, 200))).toEqual([
      `content/profile.json: "picture": images/me.png is 200×200 px; the hero needs at least ${size}×${size} px to show it sharp on a high-density screen`,
    ])
    expect(await profileProblems(await withPictureOf(1200, 800))).toEqual([
      'content/profile.json: "picture": images/me.png is 1200×800 px, but the hero shows it in a circle: crop it to a square (e.g. 800×800 px) around what should show',
    ])
  })

  it('is valid as the owner left it', async () => {
    expect(await profileProblems(SITE_CONTENT)).toEqual([])
  })

  it('names a missing field, a wrong one and an unknown one, each on its own line', async () => {
    const dir = await profileDir({
      ...VALID,
      name: undefined,
      email: 'not-an-address',
      nmae: 'Ana',
    })
    expect(await profileProblems(dir)).toEqual([
      'content/profile.json: "name" is missing',
      'content/profile.json: "email" must be an e-mail address, got "not-an-address"',
      'content/profile.json: "nmae" is not a field the profile has (did you mean "name"?)',
    ])
  })

  it('wants https links and a sender address a mail provider takes', async () => {
    const dir = await profileDir({
      ...VALID,
      mailFrom: 'Portfolio',
      links: { ...VALID.links, github: 'http://github.com/ana' },
    })
    expect(await profileProblems(dir)).toEqual([
      'content/profile.json: "mailFrom" must be an address such as "Portfolio <no-reply@example.com>", got "Portfolio"',
      'content/profile.json: "links"."github" must start with https://, got "http://github.com/ana"',
    ])
  })

  it('takes the year the site first went up, up to this one, or none', async () => {
    const size = PROFILE_PICTURE_MIN_PX
    const thisYear = new Date().getUTCFullYear()
    for (const firstYear of [2019, thisYear, undefined]) {
      expect(
        await profileProblems(await withPictureOf(size, size, { ...VALID, firstYear })),
      ).toEqual([])
    }
    expect(await profileProblems(await profileDir({ ...VALID, firstYear: thisYear + 1 }))).toEqual([
      `content/profile.json: "firstYear": is ${thisYear + 1}, after this year`,
    ])
    expect(await profileProblems(await profileDir({ ...VALID, firstYear: '2025' }))).toEqual([
      'content/profile.json: "firstYear" must be a year such as 2025, got "2025"',
    ])
  })

  it('takes the language the e-mails are written in as "es", "en" or left out, and no other', async () => {
    const size = PROFILE_PICTURE_MIN_PX
    for (const language of ['es', 'en', undefined]) {
      expect(
        await profileProblems(await withPictureOf(size, size, { ...VALID, language })),
      ).toEqual([])
    }
    expect(await profileProblems(await profileDir({ ...VALID, language: 'fr' }))).toEqual([
      'content/profile.json: "language": must be "es" or "en", got "fr"',
    ])
  })

  it('takes the "$schema" an editor checks the file with, and leaves it out of the profile', async () => {
    const size = PROFILE_PICTURE_MIN_PX
    const $schema = '../node_modules/bifolio/schemas/profile.schema.json'
    const dir = await withPictureOf(size, size, { $schema, ...VALID })
    expect(await profileProblems(dir)).toEqual([])
    expect(await readProfile(dir)).toEqual({
      profile: { ...VALID, links: { ...VALID.links, others: [] } },
    })
  })

  it('says when the picture is not there', async () => {
    const dir = await profileDir(VALID, { withPicture: false })
    expect(await profileProblems(dir)).toEqual([
      'content/profile.json: "picture": there is no file content/images/me.png',
    ])
  })

  it('says when the file is not JSON', async () => {
    const dir = await profileDir('{ "name": "Ana", }')
    const [line] = await profileProblems(dir)
    expect(line).toMatch(/^content\/profile\.json: not valid JSON: /)
  })
})
