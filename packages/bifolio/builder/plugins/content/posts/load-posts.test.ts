import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ContentError } from '../content-error.ts'
import { BODY_PICTURE_MIN_WIDTH_PX, loadPosts, type PostsOptions } from './load-posts.ts'
import { COVER_MIN_PX } from './post-folder.ts'
import { LOCALES } from '../../../../src/i18n/locales.ts'

/** Front matter as raw YAML values by field; `undefined` leaves the field out. */
type Fields = Record<string, string | undefined>

const FIELDS: Fields = {
  title: 'Un artículo',
  summary: 'De qué trata, en una frase.',
  date: '2026-03-14',
  tags: '[react, web-performance]',
}

const TODAY = '2026-11-27'
let contentDir: string

function markdown(fields: Fields, body: string): string {
  const lines = Object.entries(fields).flatMap(([key, value]) =>
    value === undefined ? [] : [`${key}: ${value}`],
  )
  return ['---', ...lines, '---', '', body].join('\n')
}

function picture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0c969c' } })
    .png()
    .toBuffer()
}

/** An article in `contentDir` with a file per language given. */
async function writePost(
  slug: string,
  files: Partial<Record<'es' | 'en', { fields?: Fields; body?: string }>>,
  pictures: Record<string, { width: number; height: number }> = {},
): Promise<void> {
  const dir = join(contentDir, 'posts', slug)
  await mkdir(dir, { recursive: true })
  for (const [locale, file] of Object.entries(files)) {
    const body = file.body ?? '## Una sección\n\nTexto del artículo.\n'
    await writeFile(join(dir, `${locale}.md`), markdown({ ...FIELDS, ...file.fields }, body))
  }
  for (const [name, size] of Object.entries(pictures)) {
    await writeFile(join(dir, name), await picture(size.width, size.height))
  }
}

const options = (more: Partial<PostsOptions> = {}): PostsOptions => ({
  contentDir,
  projectLanguages: new Map([['crm', LOCALES]]),
  today: TODAY,
  ...more,
})

/** Loading must fail with a ContentError; its lines. */
async function problems(more: Partial<PostsOptions> = {}): Promise<readonly string[]> {
  const error = await loadPosts(options(more)).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(ContentError)
  return (error as ContentError).problems
}

beforeEach(async () => {
  contentDir = await mkdtemp(join(tmpdir(), 'posts-'))
})
afterEach(async () => {
  await rm(contentDir, { recursive: true, force: true })
})

describe('loadPosts', () => {
  it('has no articles and no problem when the folder is missing', async () => {
    expect(await loadPosts(options())).toEqual([])
  })

  it('lists every article in the languages it is written in, newest first', async () => {
    await writePost('older', { es: { fields: { date: '2026-01-02' } } })
    await writePost('newer', {
      es: { fields: { date: '2026-05-06' } },
      en: { fields: { date: '2026-05-06', title: 'An article' } },
    })
    const posts = await loadPosts(options())
    expect(posts.map(({ entry }) => `${entry.slug}/${entry.locale}`)).toEqual([
      'newer/es',
      'newer/en',
      'older/es',
    ])
    expect(posts[1]?.entry).toMatchObject({
      title: 'An article',
      tags: ['react', 'web-performance'],
    })
  })

  it('leaves drafts and articles dated after the build day out of a build, and keeps them for the dev server', async () => {
    await writePost('draft', { es: { fields: { draft: 'true' } } })
    await writePost('later', { es: { fields: { date: '2026-12-01' } } })
    await writePost('today', { es: { fields: { date: TODAY } } })
    const built = await loadPosts(options())
    expect(built.map(({ entry }) => entry.slug)).toEqual(['today'])
    const dev = await loadPosts(options({ withDrafts: true }))
    expect(dev.map(({ entry }) => [entry.slug, entry.draft])).toEqual([
      ['later', true],
      ['today', false],
      ['draft', true],
    ])
  })

  it('renders the text, counts its reading time and names the projects it links to', async () => {
    const words = Array.from({ length: 600 }, () => 'palabra').join(' ')
    await writePost('linked', {
      es: { body: `## Sección\n\n${words}\n\nVer [el CRM](../../projects/crm/).\n` },
    })
    const [post] = await loadPosts(options())
    expect(post?.entry.minutes).toBe(3)
    expect(post?.entry.projects).toEqual(['crm'])
    expect(post?.html).toContain('href="/proyectos/crm/"')
    expect(post?.html).toContain('<h2 id="sección"')
  })

  it('links another article in the page language, or in the one it is written in', async () => {
    await writePost('only-spanish', { es: {} })
    await writePost('both', {
      es: { body: 'Ver [el otro](../only-spanish/).\n' },
      en: { fields: { title: 'Both' }, body: 'See [the other](../only-spanish/).\n' },
    })
    const posts = await loadPosts(options())
    const html = (locale: string) =>
      posts.find(({ entry }) => entry.slug === 'both' && entry.locale === locale)?.html
    expect(html('es')).toContain('href="/blog/only-spanish/"')
    expect(html('en')).toContain('href="/blog/only-spanish/"')
  })

  it('carries the cover with its encoded files', async () => {
    await writePost(
      'covered',
      { es: { fields: { cover: 'cover.png', coverAlt: 'Un diagrama' } } },
      { 'cover.png': COVER_MIN_PX },
    )
    const [post] = await loadPosts(options())
    expect(post?.entry.cover).toMatchObject({
      key: 'posts/covered/cover.png',
      alt: 'Un diagrama',
      picture: { width: COVER_MIN_PX.width, height: COVER_MIN_PX.height },
    })
  })

  it('names every problem at once, one line each with its file and field', async () => {
    await writePost('No-Slug', { es: {} })
    await writePost('broken', {
      es: {
        fields: {
          title: undefined,
          date: '14/03/2026',
          tags: '[React]',
          cover: 'small.png',
          coverAlt: 'Pequeña',
        },
        body: '![](missing.png)\n\nVer [otro](../../projects/nope/).\n',
      },
      en: { fields: { date: '2026-03-15', updated: '2026-03-01', title: 'Broken' } },
    })
    await writePost('empty', {})
    await writePost(
      'small-picture',
      { es: { body: '![Un esquema](plan.png)\n' } },
      {
        'plan.png': { width: BODY_PICTURE_MIN_WIDTH_PX - 1, height: 400 },
      },
    )
    await writePost(
      'too-small-cover',
      {
        es: { fields: { cover: 'cover.png', coverAlt: 'Una foto' } },
      },
      { 'cover.png': { width: 800, height: 400 } },
    )
    const lines = await problems()
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/posts\/No-Slug: the folder name .*"no-slug"/),
        'content/posts/broken/es.md: "title" is missing',
        expect.stringMatching(
          /^content\/posts\/broken\/es\.md: "date": must be a day of the calendar written as YYYY-MM-DD/,
        ),
        expect.stringMatching(
          /^content\/posts\/broken\/es\.md: "tags"\[0\]: must be lowercase letters.*"React"/,
        ),
        'content/posts/broken/en.md: "updated": must not be before "date"',
        expect.stringMatching(/^content\/posts\/empty: holds no es\.md or en\.md/),
        expect.stringMatching(
          /^content\/posts\/small-picture\/es\.md: picture "plan\.png" is 959 px wide/,
        ),
        'content/posts/too-small-cover/es.md: "cover": cover.png is 800×400 px; a cover needs at least 1200×630 px',
      ]),
    )
    // The Spanish file's shape is wrong, so its text is not read: one problem at a time per file.
    expect(lines.filter((line) => line.includes('broken/es.md'))).toHaveLength(3)
  })

  it('finds broken links and pictures in the text with their line', async () => {
    await writePost('links', {
      es: {
        body: 'Uno.\n\n![Falta](missing.png)\n\nVer [otro](../../projects/nope/) y [este](../nada/).\n',
      },
    })
    const lines = await problems()
    expect(lines).toEqual([
      'content/posts/links/es.md:10: broken picture "missing.png": no such file in content/posts/links',
      'content/posts/links/es.md:12: broken link "../../projects/nope/": there is no project "nope"',
      'content/posts/links/es.md:12: broken link "../nada/": there is no article "nada"',
    ])
  })

  it('holds both languages of an article to one date, topics and cover', async () => {
    await writePost('twice', {
      es: {},
      en: { fields: { title: 'Twice', date: '2026-03-20', tags: '[react]' } },
    })
    expect(await problems()).toEqual([
      'content/posts/twice/en.md: "date" differs from content/posts/twice/es.md; an article\'s date is the same in every language',
      'content/posts/twice/en.md: "tags" differs from content/posts/twice/es.md; an article\'s tags is the same in every language',
    ])
  })
})
