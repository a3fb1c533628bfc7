import { projects as projectsWords } from 'virtual:owner-words-of/projects'
import { services as servicesWords } from 'virtual:owner-words-of/services'
import { contact as contactWords } from 'virtual:owner-words-of/contact'
import { booking, offerWords, services } from '../../content/client-facts'
import { useLocale, usePartWords } from '../../i18n/i18n-provider'
import { BookingLink } from '../../ui/booking-link'
import { Icon } from '../../ui/icon'
import { SectionHeading } from '../../ui/section-heading'
import { offerTitleId, SERVICE_FIELD_ID } from './ask-about'
import { formatPrice } from './price'
import '../../ui/card.css'
import './services.css'

/** The owner's offers: what each includes, from what price, and a way to ask about it. */
export default function ServicesSection() {
  const projectWords = usePartWords(projectsWords)
  const servicesT = usePartWords(servicesWords)
  const contactT = usePartWords(contactWords)
  const { locale } = useLocale()
  const words = servicesT
  if (!words) return null
  return (
    <section id="services" className="section services" aria-labelledby="services-title">
      <SectionHeading id="services-title" tag={words.tag} title={words.title} />
      <p className="services__description">{words.description}</p>
      <ul className="card-grid">
        {services.map((service) => {
          const offer = offerWords(words, service.id)
          const titleId = offerTitleId(service.id)
          return (
            <li key={service.id}>
              <article className="card service-card" aria-labelledby={titleId}>
                <span className="card__icon">
                  <Icon name={service.icon} size={26} />
                </span>
                <h3 id={titleId} className="service-card__title">
                  {offer.title}
                </h3>
                {service.price && (
                  <p className="service-card__price">
                    <strong>
                      {words.priceFrom.replace('{price}', formatPrice(service.price, locale))}
                    </strong>{' '}
                    {words.per[service.price.per]}
                  </p>
                )}
                <p className="service-card__summary">{offer.summary}</p>
                <h4 className="service-card__label">{words.included}</h4>
                <ul className="service-card__included">
                  {offer.included.map((item) => (
                    <li key={item}>
                      <Icon name="lucide:check" size={16} />
                      {item}
                    </li>
                  ))}
                </ul>
                {offer.duration && (
                  <p className="service-card__duration">
                    {words.duration}: {offer.duration}
                  </p>
                )}
                <a
                  className="service-card__ask"
                  href={`#${SERVICE_FIELD_ID}`}
                  aria-describedby={titleId}
                >
                  {words.ask}
                </a>
              </article>
            </li>
          )
        })}
      </ul>
      {booking && contactT.bookCall && (
        <BookingLink
          href={booking}
          label={contactT.bookCall}
          newTab={projectWords.opensInNewTab}
          className="services__booking"
        />
      )}
    </section>
  )
}
