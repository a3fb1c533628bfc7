import posts from 'virtual:posts'
import { useLocale } from '../../i18n/i18n-provider'
import { blogPath } from '../../i18n/routes'
import { Icon } from '../../ui/icon'
import { SectionHeading } from '../../ui/section-heading'
import { useBlogT } from './blog-words'
import { PostCard } from './post-card'
import { writtenIn } from './post-lists'
import './blog-section.css'

/** How many of the newest articles the landing page shows. */
const NEWEST = 3

/** The newest articles in the page's language, and the way to all of them. */
export default function BlogSection() {
  const blog = useBlogT()
  const { locale } = useLocale()
  const newest = writtenIn(posts, locale).slice(0, NEWEST)
  return (
    <section id="blog" className="section blog-section" aria-labelledby="blog-title">
      <SectionHeading id="blog-title" tag={blog.tag} title={blog.title} />
      {newest.length > 0 && (
        <ul className="blog-section__list">
          {newest.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} headingLevel={3} brief />
            </li>
          ))}
        </ul>
      )}
      <a className="blog-section__all" href={blogPath(locale)}>
        {blog.allArticles}
        <Icon name="lucide:arrow-right" size={18} />
      </a>
    </section>
  )
}
