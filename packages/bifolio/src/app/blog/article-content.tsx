import { notFound as notFoundWords } from 'virtual:owner-words-of/notFound'
import posts from 'virtual:posts'
import { usePartWords } from '../../i18n/i18n-provider'
import { type PostEntry } from '../../content'
import { projects } from '../../content/projects'
import type { Locale } from '../../i18n/locales'
import { shownWords } from '../../content/project-language'
import { blogPath, postPath, projectPath } from '../../i18n/routes'
import { format } from '../../lib/format'
import { Icon } from '../../ui/icon'
import { ResponsiveImage } from '../../ui/responsive-image'
import { JsxTag } from '../../ui/section-heading'
import { Lazy } from '../lazy'
import { FeedLink } from './feed-link'
import { ArticleBody } from './article-body'
import { useBlogT } from '../../sections/blog/blog-words'
import { ARTICLE_COVER_SIZES } from './cover-sizes'
import { formatDay } from '../../lib/format-day'
import { olderAndNewer, postIn } from '../../sections/blog/post-lists'
import './article.css'

/** The projects the article links to, each with its case study. */
function ProjectsNamed({ post }: { post: PostEntry<Locale> }) {
  const blog = useBlogT()
  const named = post.projects.flatMap((slug) => projects.filter((project) => project.slug === slug))
  if (named.length === 0) return null
  return (
    <section className="article__projects" aria-labelledby="article-projects">
      <h2 id="article-projects" className="article__projects-title">
        {blog.projectsNamed}
      </h2>
      <ul className="article__projects-list">
        {named.map((project) => {
          // A project missing in the article's language is named in one it is written in.
          const shown = shownWords(project, post.locale)
          const lang = shown.locale === post.locale ? undefined : shown.locale
          return (
            <li key={project.slug} lang={lang}>
              <a href={projectPath(shown.locale, project.slug)} hrefLang={lang}>
                {shown.words.title}
              </a>
              <span className="article__project-summary">{shown.words.summary}</span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** The older and the newer article of the same language, and the way back to the index. */
function MoreArticles({ post }: { post: PostEntry<Locale> }) {
  const blog = useBlogT()
  const { older, newer } = olderAndNewer(posts, post)
  return (
    <nav className="case-study__more" aria-label={blog.elsewhere}>
      {older && (
        <a className="case-study__neighbour" href={postPath(post.locale, older.slug)} rel="prev">
          <span className="case-study__neighbour-label">
            <Icon name="lucide:arrow-left" size={18} />
            {blog.previous}
          </span>
          <span className="case-study__neighbour-title">{older.title}</span>
        </a>
      )}
      {newer && (
        <a
          className="case-study__neighbour case-study__neighbour--next"
          href={postPath(post.locale, newer.slug)}
          rel="next"
        >
          <span className="case-study__neighbour-label">
            {blog.next}
            <Icon name="lucide:arrow-right" size={18} />
          </span>
          <span className="case-study__neighbour-title">{newer.title}</span>
        </a>
      )}
      <a className="case-study__home" href={blogPath(post.locale)}>
        {blog.backToArticles}
      </a>
    </nav>
  )
}

/** One article in one language: its title and facts, cover, text, the projects it names. */
export default function ArticleContent({ slug, locale }: { slug: string; locale: Locale }) {
  const notFoundT = usePartWords(notFoundWords)
  const blog = useBlogT()
  const post = postIn(posts, slug, locale)
  if (!post) return <p className="article__missing">{notFoundT.message}</p>
  return (
    <>
      <article className="article">
        <header className="article__header">
          <a className="case-study__back" href={blogPath(locale)}>
            <Icon name="lucide:arrow-left" size={18} />
            {blog.backToArticles}
          </a>
          <JsxTag label={blog.tag} />
          <h1 className="article__title">{post.title}</h1>
          <p className="article__summary">{post.summary}</p>
          <p className="article__meta">
            <time dateTime={post.date}>
              {format(blog.published, { date: formatDay(post.date, locale) })}
            </time>
            {post.updated && (
              <time dateTime={post.updated}>
                {format(blog.updated, { date: formatDay(post.updated, locale) })}
              </time>
            )}
            <span>{format(blog.readingTime, { minutes: post.minutes })}</span>
            {post.draft && <span className="post-card__draft">{blog.draft}</span>}
          </p>
          <ul className="article__tags" aria-label={blog.tags}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <a href={`${blogPath(locale)}?tag=${tag}`}>#{tag}</a>
              </li>
            ))}
          </ul>
        </header>
        {post.cover && (
          // The first lines of the text show under the cover on a phone: an article's CSS is
          // inline whole, with or without a cover (the text's late CSS moved them, CLS 0.001).
          <div className="article__cover">
            <ResponsiveImage
              src={post.cover.key}
              encoded={post.cover.picture}
              alt={post.cover.alt}
              width={post.cover.picture.width}
              height={post.cover.picture.height}
              sizes={ARTICLE_COVER_SIZES}
              priority
            />
          </div>
        )}
        <Lazy>
          <ArticleBody slug={slug} locale={locale} />
        </Lazy>
        <ProjectsNamed post={post} />
        <FeedLink />
      </article>
      <MoreArticles post={post} />
    </>
  )
}
