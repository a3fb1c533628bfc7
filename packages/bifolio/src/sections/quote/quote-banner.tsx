import { quotes as quotesWords } from 'virtual:owner-words-of/quotes'
import { usePartWords } from '../../i18n/i18n-provider'
import { Icon } from '../../ui/icon'
import './quote-banner.css'

/** The first banner is a quote over a patterned backdrop; a second is a plain statement. */
const VARIANTS = ['quote', 'statement'] as const

/** A tilted band carrying one of the page's quotes (`index`, from 0), between sections. */
export default function QuoteBanner({ index }: { index: number }) {
  const quote = usePartWords(quotesWords)[index]
  const variant = VARIANTS[index % VARIANTS.length] ?? 'quote'
  // The content check at build gives every banner its quote; further quotes go unused.
  if (!quote) return null
  return (
    <div className={`quote-banner quote-banner--${variant}`}>
      <figure className="quote-banner__band">
        {variant === 'quote' && (
          <Icon name="lucide:quote" className="quote-banner__mark" size={40} />
        )}
        <blockquote className="quote-banner__quote">
          <p className="quote-banner__text">{quote.text}</p>
        </blockquote>
        <figcaption className="quote-banner__caption">
          {variant === 'statement' && <span aria-hidden="true">{'// '}</span>}
          {quote.caption}
        </figcaption>
      </figure>
    </div>
  )
}
