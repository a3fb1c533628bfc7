/**
 * The articles: one folder per article under the content's `posts/`, named by its slug,
 * holding a Markdown file per language it is written in and its pictures. Finds the folders,
 * checks every file, leaves out drafts and articles dated after the build's day (the dev
 * server keeps both), renders the bodies, and either hands back the articles newest first or
 * throws a `ContentError` listing every problem, one line each.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { otherLocales, type Locale } from '../../../../src/i18n/locales.ts'
import { postPath } from '../../../../src/i18n/routes.ts'
import type { PostEntry } from '../../../../src/content/types.ts'
import { ContentError } from '../content-error.ts'
import { folderNameProblems, folderNames, pictureCache, projectUrlFrom } from '../load-projects.ts'
import { renderBody } from '../markdown.ts'
import { shownFile } from '../read-data-file.ts'
import { readPost, type PostFile } from './post-folder.ts'

const SHOWN_ROOT = shownFile('posts')

/** Words a minute of an attentive reader of a technical text. */
const WORDS_PER_MINUTE = 200

/** A picture in the text fills a column of about 46 rem: this keeps it sharp there. */
export const BODY_PICTURE_MIN_WIDTH_PX = 960

export interface LoadedPost {
  entry: PostEntry<Locale>
  /** The article's text as HTML. */
  html: string
  /** The file read, so a dev server can watch it. */
  file: string
}

export interface PostsOptions {
  contentDir: string
  /** The languages of each project that exists, by slug: an article may link to it. */
  projectLanguages: ReadonlyMap<string, readonly Locale[]>
  /** `2026-11-27`: an article dated after it is not published yet. */
  today?: string
  /** The dev server shows drafts and articles dated later, marked; a build never does. */
  withDrafts?: boolean
  base?: string
  asset?: (key: string) => string
}

/** Whether a checked file is published in this build. */
function isPublished(file: PostFile, today: string, withDrafts: boolean): boolean {
  return withDrafts || (!file.fields.draft && file.fields.date <= today)
}

/** Newest first; the same day, the latest updated, then by slug so every build agrees. */
function newestFirst(a: LoadedPost, b: LoadedPost): number {
  const day = (post: LoadedPost) => post.entry.date
  const touched = (post: LoadedPost) => post.entry.updated ?? post.entry.date
  if (day(a) !== day(b)) return day(a) < day(b) ? 1 : -1
  if (touched(a) !== touched(b)) return touched(a) < touched(b) ? 1 : -1
  return a.entry.slug < b.entry.slug ? -1 : a.entry.slug > b.entry.slug ? 1 : 0
}

export async function loadPosts({
  contentDir,
  projectLanguages,
  today = new Date().toISOString().slice(0, 10),
  withDrafts = false,
  base = '/',
  asset = (key) => `${base}${key}`,
}: PostsOptions): Promise<LoadedPost[]> {
  const root = join(contentDir, 'posts')
  if (!existsSync(root)) return []
  const folders = await folderNames(root)
  const problems = folderNameProblems(folders, SHOWN_ROOT, 'article')
  const published: Array<{ slug: string; file: PostFile }> = []
  for (const slug of folders) {
    for (const file of await readPost(root, SHOWN_ROOT, slug, problems)) {
      if (isPublished(file, today, withDrafts)) published.push({ slug, file })
    }
  }

  const written = new Set(published.map(({ slug, file }) => `${slug}/${file.locale}`))
  /** An article's page in `locale`, or in the first language it is written in. */
  const postUrl = (locale: Locale) => (slug: string) => {
    const found = [locale, ...otherLocales(locale)].find((one) => written.has(`${slug}/${one}`))
    return found === undefined ? undefined : postPath(found, slug)
  }
  const picture = pictureCache(contentDir, base)
  const loaded: LoadedPost[] = []
  for (const { slug, file } of published) {
    const rendered = await renderBody(file.body, {
      file: file.file,
      dir: join(root, slug),
      key: `posts/${slug}`,
      bodyLine: file.bodyLine,
      projectUrl: (other) => projectUrlFrom(projectLanguages, file.locale, other),
      postUrl: postUrl(file.locale),
      minPictureWidth: BODY_PICTURE_MIN_WIDTH_PX,
      picture,
      asset,
    })
    problems.push(...rendered.problems)
    const { fields } = file
    const coverKey = fields.cover && `posts/${slug}/${fields.cover}`
    loaded.push({
      entry: {
        slug,
        locale: file.locale,
        title: fields.title,
        summary: fields.summary,
        date: fields.date,
        ...(fields.updated ? { updated: fields.updated } : {}),
        tags: fields.tags,
        ...(coverKey && fields.coverAlt
          ? { cover: { key: coverKey, alt: fields.coverAlt, picture: await picture(coverKey) } }
          : {}),
        minutes: Math.max(1, Math.round(rendered.wordCount / WORDS_PER_MINUTE)),
        projects: rendered.projects,
        draft: fields.draft || fields.date > today,
      },
      html: rendered.html,
      file: file.path,
    })
  }
  if (problems.length > 0) throw new ContentError(problems)
  return loaded.sort(newestFirst)
}
