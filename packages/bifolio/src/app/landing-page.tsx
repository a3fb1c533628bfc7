import type { ComponentType, ReactNode } from 'react'
import { MAIN_ID } from '../layout/main-id'
import { landingSections, type LandingSection } from '../content'
import { ActiveSectionProvider } from '../layout/active-section'
import { NavBar } from '../layout/nav-bar'
import { ScrollProgress } from '../layout/scroll-progress'
import { SkipLink } from '../layout/skip-link'
import { useHashScroll } from '../layout/use-hash-scroll'
import { EndsFirstScreen } from '../ui/ends-first-screen'
import { Lazy } from './lazy'
import { StaticPart } from '../islands/static-part'
import { FloatingMenu, Footer } from './frame-parts'
import { pagePart } from './page-parts'

// The sections' parts (page-parts.ts): all static but the projects and the contact form.
const LeftSideBar = pagePart('hero-left')
const HeroIntro = pagePart('hero-intro')
const RightSideBar = pagePart('hero-right')
const QuoteBanner = pagePart('quote')
const TechStack = pagePart('skills')
const RadialGradient = pagePart('radial-gradient')
const AboutMe = pagePart('about')
const ServicesSection = pagePart('services')
const TestimonialsSection = pagePart('testimonials')
const Divider = pagePart('divider')
const BlogSection = pagePart('blog')
const ProjectsSection = pagePart('projects')
const ContactSection = pagePart('contact')

type MainSection = Exclude<LandingSection, 'home'>

/** The sections that are one static part each, a quote aside (it takes its index). */
const STATIC_SECTIONS: Record<
  Exclude<MainSection, 'quote' | 'projects' | 'contact'>,
  ComponentType
> = {
  skills: TechStack,
  'about-me': AboutMe,
  services: ServicesSection,
  testimonials: TestimonialsSection,
  blog: BlogSection,
}

/**
 * Each section of `main`, by its name in `sections` of `site.ts`. Only the projects and the
 * contact form answer a visitor; the others are static parts, which the browser shows as
 * prerendered without their code. `after` is the divider line below the section, drawn in its
 * static part (or one of its own after an island), since it never changes.
 */
function mainSection(
  section: MainSection,
  quoteIndex: number,
  name: string,
  after: ReactNode,
): ReactNode {
  if (section === 'projects') {
    // The radial gradient behind the projects' end, then the line below them.
    return (
      <>
        <ProjectsSection />
        <StaticPart name="radial-gradient">
          <RadialGradient />
          {after}
        </StaticPart>
      </>
    )
  }
  if (section === 'contact') {
    return (
      <>
        <ContactSection />
        {after && <StaticPart name={`${name}-after`}>{after}</StaticPart>}
      </>
    )
  }
  const Section = section === 'quote' ? null : STATIC_SECTIONS[section]
  return (
    <StaticPart name={name}>
      {Section ? <Section /> : <QuoteBanner index={quoteIndex} />}
      {after}
    </StaticPart>
  )
}

/** Sections drawn without a heading: the first screen ends with the heading of the next. */
const UNTITLED: readonly MainSection[] = ['quote']

/** The diagram lines between sections take turns, so neighbours never draw the same shape. */
const DIVIDER_TURNS = ['down', 'down-right', 'down-left'] as const

/** `main`'s sections in the owner's order, a divider line between each two. */
function MainSections() {
  const shown = landingSections.filter((entry): entry is MainSection => entry !== 'home')
  // What a tall window shows under the hero: up to the first heading, which the critical CSS
  // takes as the end of the first screen.
  const firstTitled = shown.findIndex((section) => !UNTITLED.includes(section))
  let quotes = 0
  return shown.map((section, index) => {
    const quoteIndex = section === 'quote' ? quotes++ : 0
    const isLast = index === shown.length - 1
    const name = `${section}-${index}`
    const after = isLast ? null : (
      <Divider
        direction={DIVIDER_TURNS[index % DIVIDER_TURNS.length] ?? 'down'}
        height={section === 'projects' ? 'lg' : 'md'}
      />
    )
    const content = mainSection(section, quoteIndex, name, after)
    return (
      <Lazy key={name}>
        {index === firstTitled ? <EndsFirstScreen>{content}</EndsFirstScreen> : content}
      </Lazy>
    )
  })
}

/** The single landing page: the hero, then the sections of `site.ts` in its order. */
export function LandingPage() {
  useHashScroll()
  return (
    <>
      <SkipLink />
      <ScrollProgress />
      {/*
       * Only the navigation reads the active section. A context that changes above a part
       * still waiting for its chunk makes React throw that part's server HTML away and render
       * it afresh, losing what a visitor typed there; so the provider wraps the nav alone.
       */}
      <ActiveSectionProvider>
        <NavBar />
      </ActiveSectionProvider>
      <header id="home" className="page-header">
        {/* A static part waits for no code in the browser: no boundary of its own. */}
        <StaticPart name="hero">
          <LeftSideBar />
          <HeroIntro />
          <RightSideBar />
        </StaticPart>
      </header>
      <main id={MAIN_ID} tabIndex={-1}>
        <MainSections />
      </main>
      <Lazy>
        <StaticPart name="footer">
          <Footer />
        </StaticPart>
        <StaticPart name="floating-menu">
          <FloatingMenu />
        </StaticPart>
      </Lazy>
    </>
  )
}
