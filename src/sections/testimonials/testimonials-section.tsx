import { testimonials } from '../../content'
import { useT } from '../../i18n/i18n-provider'
import { SectionHeading } from '../../ui/section-heading'
import { TestimonialFigure } from './testimonial-figure'

/** What clients said of the owner's work, each quoted with their consent (`clients.ts`). */
export default function TestimonialsSection() {
  const t = useT()
  const words = t.testimonials
  if (!words) return null
  return (
    <section
      id="testimonials"
      className="section testimonials"
      aria-labelledby="testimonials-title"
    >
      <SectionHeading id="testimonials-title" tag={words.tag} title={words.title} />
      <ul className="testimonials__list">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialFigure testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </section>
  )
}
