import posts from 'virtual:posts'
import { useLocale } from '../../i18n/i18n-provider'
import { blogPath } from '../../i18n/routes'
import { format } from '../../lib/format'
import { JsxTag } from '../../ui/section-heading'
import { FeedLink } from './feed-link'
import { useBlogT } from '../../sections/blog/blog-words'
import { PostCard } from '../../sections/blog/post-card'
import { indexEntries, tagsInUse } from '../../sections/blog/post-lists'
import { filteredHref } from '../../lib/query-filter'
import '../projects-index/projects-index-page.css'
import './blog-index.css'
import 'virtual:tag-filter.css'

/**
 * The index's content: every article once, the topic links, and one count per topic, of which
 * the stylesheet shows the one the URL chose (`?tag=`, the markup a query filter reads).
 */
export default function BlogIndexContent() {
  const blog = useBlogT()
  const { locale } = useLocale()
  const entries = indexEntries(posts, locale)
  const tags = tagsInUse(entries)
  const index = blogPath(locale)
  const total = entries.length
  return (
    <div className="projects-index blog-index query-filter--tag">
      <header className="projects-index__header">
        <JsxTag label={blog.tag} />
        <h1 className="projects-index__title">{blog.title}</h1>
        <p className="projects-index__description">{blog.description}</p>
        <FeedLink />
      </header>
      {total > 0 && (
        <nav className="tech-filter tag-filter" aria-labelledby="tag-filter-label">
          <p id="tag-filter-label" className="tech-filter__label">
            {blog.filterLabel}
          </p>
          <ul className="tech-filter__chips">
            {['', ...tags].map((tag) => (
              <li key={tag}>
                <a
                  className="tech-filter__chip tag-filter__tag"
                  href={filteredHref(index, 'tag', tag)}
                  data-tag-link={tag}
                >
                  {tag ? `#${tag}` : blog.allTags}
                </a>
              </li>
            ))}
          </ul>
          <div role="status">
            {['', ...tags].map((tag) => (
              <p key={tag} className="tech-filter__count" data-tag-count={tag}>
                {format(blog.count, {
                  shown: tag ? entries.filter((post) => post.tags.includes(tag)).length : total,
                  total,
                })}
              </p>
            ))}
          </div>
        </nav>
      )}
      {total > 0 ? (
        <ol className="blog-index__list">
          {entries.map((post) => (
            <li key={post.slug} className="blog-index__entry" data-tag-values={post.tags.join(' ')}>
              <PostCard post={post} headingLevel={2} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="projects-index__empty">{blog.empty}</p>
      )}
    </div>
  )
}
