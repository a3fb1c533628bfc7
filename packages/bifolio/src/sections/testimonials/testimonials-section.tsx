import { testimonials as testimonialsWords } from 'virtual:owner-words-of/testimonials'
import { type Testimonial } from '../../content'
import { testimonials } from '../../content/client-facts'
import { projects } from '../../content/projects'
import { useLocale, usePartWords } from '../../i18n/i18n-provider'
import { projectPath } from '../../i18n/routes'
import { ResponsiveImage } from '../../ui/responsive-image'
import { SectionHeading } from '../../ui/section-heading'
import { localized, quoteIn } from './quote'
import '../../ui/card.css'
import './testimonials.css'
import { shownWords } from '../../content/project-language'

// One module, one chunk: the case study that shows a quote loads the same code as the page.

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
  const testimonialsT = usePartWords(testimonialsWords)
  const { locale } = useLocale()
  const quote = quoteIn(testimonial, locale)
  const project = linkProject && projects.find((entry) => entry.slug === testimonial.project)
  // A project missing in the page's language links to its case study in one it has.
  const shown = project ? shownWords(project, locale) : undefined
  const role = [localized(testimonial.role, locale), testimonial.company].filter(Boolean)
  return (
    <figure className="card testimonial">
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
          {project && shown && (
            <a
              className="testimonial__project"
              href={projectPath(shown.locale, project.slug)}
              hrefLang={shown.locale === locale ? undefined : shown.locale}
            >
              {testimonialsT?.caseStudy}
              <span className="sr-only">
                :{' '}
                <span lang={shown.locale === locale ? undefined : shown.locale}>
                  {shown.words.title}
                </span>
              </span>
            </a>
          )}
        </span>
      </figcaption>
    </figure>
  )
}

/** What clients said of the owner's work, each quoted with their consent (`clients.ts`). */
export default function TestimonialsSection() {
  const testimonialsT = usePartWords(testimonialsWords)
  const words = testimonialsT
  if (!words) return null
  return (
    <section
      id="testimonials"
      className="section testimonials"
      aria-labelledby="testimonials-title"
    >
      <SectionHeading id="testimonials-title" tag={words.tag} title={words.title} />
      <ul className="card-grid testimonials__list">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialFigure testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </section>
  )
}
