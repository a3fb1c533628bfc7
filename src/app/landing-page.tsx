import { lazy } from 'react'
import { ActiveSectionProvider } from '../layout/active-section'
import { FloatingMenu } from '../layout/floating-menu'
import { Footer } from '../layout/footer'
import { NavBar } from '../layout/nav-bar'
import { ScrollProgress } from '../layout/scroll-progress'
import { SkipLink } from '../layout/skip-link'
import { useHashScroll } from '../layout/use-hash-scroll'
import { ProjectsSection } from '../sections/projects/projects-section'
import { Divider } from '../ui/divider'
import { Lazy } from './lazy'

// These parts load lazily, off the first screen's critical path. The prerendered HTML already
// holds their content, so hydration waits for each chunk instead of showing the fallback.
const LeftSideBar = lazy(() => import('../sections/hero/left-side-bar'))
const HeroIntro = lazy(() => import('../sections/hero/hero-intro'))
const RightSideBar = lazy(() => import('../sections/hero/right-side-bar'))
const QuoteBanner = lazy(() => import('../sections/quote/quote-banner'))
const TechStack = lazy(() => import('../sections/skills/tech-stack'))
const RadialGradient = lazy(() => import('../sections/decor/radial-gradient'))
const AboutMe = lazy(() => import('../sections/about/about-me'))
const ContactSection = lazy(() => import('../sections/contact/contact-section'))

/** The single landing page, its sections in reading order. */
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
        <Lazy>
          <LeftSideBar />
        </Lazy>
        <Lazy>
          <HeroIntro />
        </Lazy>
        <Lazy>
          <RightSideBar />
        </Lazy>
      </header>
      <main id="main" tabIndex={-1}>
        <Lazy>
          <QuoteBanner index={0} />
        </Lazy>
        <Divider direction="down" height="md" />
        <Lazy>
          <TechStack />
        </Lazy>
        <Divider direction="down-right" height="md" />
        <Lazy>
          <QuoteBanner index={1} />
        </Lazy>
        <Divider direction="down-left" height="md" />
        {/* Eager code, but its own boundary: hydrated apart from the shell, in short slices. */}
        <Lazy>
          <ProjectsSection />
        </Lazy>
        <Lazy>
          <RadialGradient />
        </Lazy>
        <Divider direction="down" height="lg" />
        <Lazy>
          <AboutMe />
        </Lazy>
        <Divider direction="down-right" height="md" />
        <Lazy>
          <ContactSection />
        </Lazy>
      </main>
      <Lazy>
        <Footer />
        <FloatingMenu />
      </Lazy>
    </>
  )
}
