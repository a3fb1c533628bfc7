import { createContext, useContext, type ReactNode } from 'react'
import { FIRST_SCREEN_END } from '../lib/page-markers'
import './section-heading.css'

const EndsFirstScreenContext = createContext(false)

/**
 * The `SectionHeading` inside ends the page's first screen: the page knows which of its
 * sections comes first, the heading does not.
 */
export function EndsFirstScreen({ children }: { children: ReactNode }) {
  return <EndsFirstScreenContext value={true}>{children}</EndsFirstScreenContext>
}

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
