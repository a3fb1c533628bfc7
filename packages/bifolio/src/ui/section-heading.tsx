import { useContext } from 'react'
import { FIRST_SCREEN_END } from '../lib/page-markers'
import { EndsFirstScreenContext } from './ends-first-screen'
import './section-heading.css'

/** A label written like a JSX tag (`<Projects/>`); the brackets are decoration. */
export function JsxTag({ label }: { label: string }) {
  return (
    <p className="section-heading__tag">
      <span aria-hidden="true">&lt;</span>
      {label}
      <span aria-hidden="true">/&gt;</span>
    </p>
  )
}

/**
 * A section title written like a JSX tag (`<Projects/>`) above the real heading.
 * The words are read once each.
 */
export function SectionHeading({ id, tag, title }: { id: string; tag: string; title: string }) {
  const endsFirstScreen = useContext(EndsFirstScreenContext)
  return (
    <div className="section-heading">
      <JsxTag label={tag} />
      <h2
        id={id}
        className="section-heading__title"
        {...(endsFirstScreen ? { [FIRST_SCREEN_END]: '' } : {})}
      >
        {title}
      </h2>
    </div>
  )
}
