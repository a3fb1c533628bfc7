import { projects, type Testimonial } from '../../content'
import { useLocale, useT } from '../../i18n/i18n-provider'
import { projectPath } from '../../i18n/routes'
import { ResponsiveImage } from '../../ui/responsive-image'
import { localized, quoteIn } from './quote'
import './testimonials.css'

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
      <blockquote
        className="testimonial__quote"
        lang={quote.lang === locale ? undefined : quote.lang}
      >
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
