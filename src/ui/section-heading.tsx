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
  return (
    <div className="section-heading">
      <JsxTag label={tag} />
      <h2 id={id} className="section-heading__title">
        {title}
      </h2>
    </div>
  )
}
