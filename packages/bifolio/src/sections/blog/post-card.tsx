import type { PostEntry } from '../../content'
import { useLocale, useT } from '../../i18n/i18n-provider'
import type { Locale } from '../../i18n/locales'
import { postPath } from '../../i18n/routes'
import { format } from '../../lib/format'
import { useBlogT } from './blog-words'
import { formatDay } from '../../lib/format-day'
import { languageName } from '../../i18n/language-name'
import './post-card.css'

/**
 * One article in a list: its title as the link, the day and the reading time, the summary and
 * the topics. An article written only in the other language is listed too, in that language
 * (`lang` on the entry) and marked so in the page's own.
 */
export function PostCard({
  post,
  headingLevel,
  brief = false,
}: {
  post: PostEntry<Locale>
  headingLevel: 2 | 3
  /**
   * The title, the day and the reading time only: on the landing page, whose every byte counts
   * towards the first round trip; the article's page and the index say the rest.
   */
  brief?: boolean
}) {
  const blog = useBlogT()
  const languageNames = useT().language.names ?? {}
  const { locale } = useLocale()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const isOther = post.locale !== locale
  return (
    <article className="post-card" lang={isOther ? post.locale : undefined}>
      <Heading className="post-card__title">
        <a
          className="post-card__link"
          href={postPath(post.locale, post.slug)}
          hrefLang={isOther ? post.locale : undefined}
        >
          {post.title}
        </a>
      </Heading>
      <p className="post-card__meta" lang={isOther ? locale : undefined}>
        <time dateTime={post.date}>{formatDay(post.date, locale)}</time>
        <span aria-hidden="true"> · </span>
        <span>{format(blog.readingTime, { minutes: post.minutes })}</span>
        {isOther && (
          <span className="post-card__only-in">
            {format(blog.onlyIn, {
              language: languageName(languageNames, post.locale, locale),
            })}
          </span>
        )}
        {post.draft && <span className="post-card__draft">{blog.draft}</span>}
      </p>
      {!brief && (
        <>
          <p className="post-card__summary">{post.summary}</p>
          <ul
            className="post-card__tags"
            aria-label={blog.tags}
            lang={isOther ? locale : undefined}
          >
            {post.tags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        </>
      )}
    </article>
  )
}
