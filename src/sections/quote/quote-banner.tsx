import { useT } from '../../i18n/i18n-provider'

export default function QuoteBanner({ index }: { index: 0 | 1 }) {
  const quote = useT().quotes[index]
  return (
    <figure className="quote-banner">
      <blockquote>{quote.text}</blockquote>
      <figcaption>{quote.caption}</figcaption>
    </figure>
  )
}
