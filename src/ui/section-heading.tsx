import './section-heading.css'

/**
 * A section title written like a JSX tag (`<Projects/>`) above the real heading.
 * The brackets are decoration; the words are read once each.
 */
export function SectionHeading({ id, tag, title }: { id: string; tag: string; title: string }) {
  return (
    <div className="section-heading">
      <p className="section-heading__tag">
        <span aria-hidden="true">&lt;</span>
        {tag}
        <span aria-hidden="true">/&gt;</span>
      </p>
      <h2 id={id} className="section-heading__title">
        {title}
      </h2>
    </div>
  )
}
