import { aboutParagraphs } from '../../content'
import { useT } from '../../i18n/i18n-provider'

export default function AboutMe() {
  const t = useT()
  return (
    <section id="about-me" aria-labelledby="about-title">
      <h2 id="about-title">{t.about.title}</h2>
      {aboutParagraphs.map((p) => (
        <article key={p.id}>
          <h3>{t.about.paragraphs[p.id].title}</h3>
          <p>{t.about.paragraphs[p.id].description}</p>
        </article>
      ))}
    </section>
  )
}
