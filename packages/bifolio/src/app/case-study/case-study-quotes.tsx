import { testimonials as testimonialsWords } from 'virtual:owner-words-of/testimonials'
import type { Testimonial } from '../../content/types'
import { usePartWords } from '../../i18n/i18n-provider'
import { FIRST_SCREEN_END } from '../../lib/page-markers'
import { TestimonialFigure } from '../../sections/testimonials/testimonials-section'

/**
 * The clients' quotes about a project, under its case study. Part of the story, a static part:
 * its code and its words load only where React draws the story itself.
 */
export default function CaseStudyQuotes({ quotes }: { quotes: readonly Testimonial[] }) {
  const words = usePartWords(testimonialsWords)
  if (!words) return null
  return (
    <section className="case-study__testimonials" aria-labelledby="case-study-testimonials">
      {/* The story is the first screen; the quotes under it wait for the rest of the CSS. */}
      <h2
        id="case-study-testimonials"
        className="case-study__stack-title"
        {...{ [FIRST_SCREEN_END]: '' }}
      >
        {words.title}
      </h2>
      {quotes.map((testimonial) => (
        <TestimonialFigure key={testimonial.id} testimonial={testimonial} linkProject={false} />
      ))}
    </section>
  )
}
