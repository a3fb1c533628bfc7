import { useT } from '../../i18n/i18n-provider'

export default function HeroIntro() {
  const t = useT()
  return (
    <div className="hero-intro">
      <p>{t.hero.greeting}</p>
      <h1>{t.hero.name}</h1>
      <p>{t.hero.subtitle}</p>
      <p>{t.hero.description}</p>
      <a href="#contact">{t.hero.contactCta}</a>
      <a href="#projects">{t.hero.projectsCta}</a>
    </div>
  )
}
