import { hasArticles } from '../../content/articles'
import { useLocale } from '../../i18n/i18n-provider'
import type { Locale } from '../../i18n/locales'
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
  const { locale } = useLocale()
  return hasArticles(locale) ? <FeedAnchor locale={locale} /> : null
}

/** Apart, so a language without articles never asks for the articles' words. */
function FeedAnchor({ locale }: { locale: Locale }) {
  const blog = useBlogT()
  return (
    <p className="feed-link">
      <a href={feedPath(locale)} type="application/rss+xml">
        <Icon name="lucide:rss" size={18} />
        {blog.feed}
      </a>
    </p>
  )
}
