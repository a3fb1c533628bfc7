import { hasArticles } from '../../content/articles'
import { useLocale } from '../../i18n/i18n-provider'
import { feedPath } from '../../i18n/routes'
import { useBlogT } from '../../sections/blog/blog-words'
import { Icon } from '../../ui/icon'
import './feed-link.css'

/**
 * The link to the RSS feed of the page's language, on the index and under each article. A
 * language without an article of its own has no feed (its index lists the other language's
 * articles), so it shows no link to one.
 */
export function FeedLink() {
  const blog = useBlogT()
  const { locale } = useLocale()
  if (!hasArticles(locale)) return null
  return (
    <p className="feed-link">
      <a href={feedPath(locale)} type="application/rss+xml">
        <Icon name="lucide:rss" size={18} />
        {blog.feed}
      </a>
    </p>
  )
}
