import { about as aboutWords } from 'virtual:owner-words-of/about'
import { usePartWords } from '../../i18n/i18n-provider'
import { aboutParagraphs } from '../../content'
import { named } from '../../content/named'
import { Icon } from '../../ui/icon'
import { SectionHeading } from '../../ui/section-heading'
import '../../ui/card.css'
import './about-me.css'

/** Who the owner is, in three short cards: technology, values, hobbies. */
export default function AboutMe() {
  const about = usePartWords(aboutWords)
  // The content check asks for the words wherever the section is shown.
  if (!about) return null
  return (
    <section id="about-me" className="section about-me" aria-labelledby="about-title">
      <SectionHeading id="about-title" tag={about.tag} title={about.title} />
      <ul className="card-grid about-me__grid">
        {aboutParagraphs.map((paragraph) => {
          const words = named(about.paragraphs, paragraph.id)
          return (
            <li key={paragraph.id}>
              <article className="card about-me__card">
                <div className="about-me__card-top">
                  <span className="card__icon">
                    <Icon name={paragraph.icon} size={26} />
                  </span>
                </div>
                <h3 className="about-me__title">{words.title}</h3>
                <p className="about-me__text">{words.description}</p>
              </article>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
