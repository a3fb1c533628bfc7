import { projects, type Testimonial } from '../../content'
import { useLocale, useT } from '../../i18n/i18n-provider'
import type { Locale } from '../../i18n/locales'
import { projectPath } from '../../i18n/routes'
import { ResponsiveImage } from '../../ui/responsive-image'
import './testimonials.css'

/** The quote in the page's language, or in the one it was said in, with that language. */
export function quoteIn(testimonial: Testimonial, locale: Locale): { text: string; lang: Locale } {
  const own = testimonial.quote[locale]
  if (own) return { text: own, lang: locale }
  const [lang, text] = Object.entries(testimonial.quote).find(([, value]) => value) as [
    Locale,
    string,
  ]
  return { text, lang }
}

export function localized(value: Testimonial['role'], locale: Locale): string {
  return typeof value === 'string' ? value : value[locale]
}

/**
 * One testimonial: the quote, then who said it. On the landing page it links to the related
 * case study; on that case study (`linkProject` off) it stands alone.
 */
export function TestimonialFigure({
  testimonial,
  linkProject = true,
}: {
  testimonial: Testimonial
  linkProject?: boolean
}) {
  const t = useT()
  const { locale } = useLocale()
  const quote = quoteIn(testimonial, locale)
  const project = linkProject && projects.find((entry) => entry.slug === testimonial.project)
  const role = [localized(testimonial.role, locale), testimonial.company].filter(Boolean)
  return (
    <figure className="testimonial">
      <blockquote className="testimonial__quote" lang={quote.lang === locale ? undefined : quote.lang}>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption className="testimonial__by">
        {testimonial.picture && (
          <ResponsiveImage
            src={testimonial.picture}
            alt=""
            width={56}
            height={56}
            sizes="3.5rem"
            className="testimonial__picture"
          />
        )}
        <span className="testimonial__who">
          <span className="testimonial__name">{testimonial.name}</span>
          <span className="testimonial__role">{role.join(', ')}</span>
          {project && (
            <a className="testimonial__project" href={projectPath(locale, project.slug)}>
              {t.testimonials?.caseStudy}
              <span className="sr-only">: {project.words[locale].title}</span>
            </a>
          )}
        </span>
      </figcaption>
    </figure>
  )
}
