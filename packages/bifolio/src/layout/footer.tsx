import { hero as heroWords } from 'virtual:owner-words-of/hero'
import { footer as footerWords } from 'virtual:owner-words-of/footer'
import { legal as legalWords } from 'virtual:owner-words-of/legal'
import { anyArticles, hasArticles, owner } from '../content'
import { BLOG_MESSAGES } from '../i18n/blog-messages'
import { useLocale, usePartWords } from '../i18n/i18n-provider'
import { blogPath, feedPath, pathFor } from '../i18n/routes'
import { copyrightYears } from '../lib/copyright-years'
import { format } from '../lib/format'
import { SocialLinks } from './social-links'
import './footer.css'

export function Footer() {
  const heroT = usePartWords(heroWords)
  const footerT = usePartWords(footerWords)
  const legalT = usePartWords(legalWords)
  const { locale } = useLocale()
  const blog = BLOG_MESSAGES[locale]
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand" translate="no">
          {owner.name}
        </p>
        <SocialLinks
          label={heroT.socialRailLabel}
          listClassName="site-footer__social"
          linkClassName="site-footer__icon-link"
        />
        <div className="site-footer__links">
          {/* Every page leads to the articles, whether or not the landing page shows them. */}
          {anyArticles && blog && (
            <ul className="site-footer__legal site-footer__articles" aria-label={blog.title}>
              <li>
                <a href={blogPath(locale)}>{blog.backToArticles}</a>
              </li>
              {hasArticles(locale) && (
                <li>
                  <a href={feedPath(locale)} type="application/rss+xml">
                    {blog.feed}
                  </a>
                </li>
              )}
            </ul>
          )}
          <ul className="site-footer__legal" aria-label={footerT.legal}>
            <li>
              <a href={pathFor(locale, 'imprint')}>{legalT.imprint.title}</a>
            </li>
            <li>
              <a href={pathFor(locale, 'privacy')}>{legalT.privacy.title}</a>
            </li>
          </ul>
        </div>
        <p className="site-footer__copyright">
          {format(footerT.copyright, { year: copyrightYears(owner.firstYear, __BUILD_YEAR__) })}
        </p>
      </div>
    </footer>
  )
}
