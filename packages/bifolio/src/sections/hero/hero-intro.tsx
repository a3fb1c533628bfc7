import { hero as heroWords } from 'virtual:owner-words-of/hero'
import { usePartWords } from '../../i18n/i18n-provider'
import { landingSections, owner } from '../../content'
import { useCvLink } from '../../i18n/use-documents'
import { Icon } from '../../ui/icon'
import { ResponsiveImage } from '../../ui/responsive-image'
import { AvailabilityBadge } from './availability-badge'
import './hero-intro.css'
import { PICTURE_SIZES, PORTRAIT_ID } from './picture-sizes'

// The picture is the page's largest early paint: reserve its box and fetch it first.
const PICTURE_SIZE_PX = 480

/** The centre of the header: who the owner is, and what a visitor can do next. */
export default function HeroIntro() {
  const heroT = usePartWords(heroWords)
  const cv = useCvLink()
  return (
    <div className="hero-intro">
      <div className="hero-intro__text">
        <p className="hero-intro__greeting">
          {heroT.greeting}
          <Icon name="lucide:hand" className="hero-intro__wave" size={28} />
        </p>
        <h1 className="hero-intro__name">{owner.name}</h1>
        <p className="hero-intro__subtitle">
          <span aria-hidden="true">&lt;</span>
          {heroT.subtitle}
          <span aria-hidden="true">/&gt;</span>
        </p>
        <AvailabilityBadge />
        <p className="hero-intro__description">{heroT.description}</p>
        <div className="hero-intro__actions">
          <a className="hero-intro__cta hero-intro__cta--primary" href="#contact">
            <Icon name="lucide:send" size={20} />
            {heroT.contactCta}
          </a>
          {/* A page that hides its projects has nowhere for this button to go. */}
          {landingSections.includes('projects') && (
            <a className="hero-intro__cta hero-intro__cta--secondary" href="#projects">
              <Icon name="lucide:folder-git-2" size={20} />
              {heroT.projectsCta}
            </a>
          )}
          <a className="hero-intro__download" href={cv.href} download>
            <Icon name="lucide:file-down" size={20} />
            {cv.label} <span className="hero-intro__download-format">{cv.format}</span>
          </a>
        </div>
      </div>
      <div className="hero-intro__portrait" id={PORTRAIT_ID}>
        <ResponsiveImage
          src={owner.picture}
          alt={heroT.pictureAlt}
          width={PICTURE_SIZE_PX}
          height={PICTURE_SIZE_PX}
          sizes={PICTURE_SIZES}
          className="hero-intro__picture"
          priority
        />
      </div>
    </div>
  )
}
