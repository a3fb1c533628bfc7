import type { ReactNode } from 'react'
import { MAIN_ID } from '../layout/main-id'
import type { SectionId } from '../content'
import { ActiveSectionProvider } from '../layout/active-section'
import { NavBar } from '../layout/nav-bar'
import { LanguageLink } from '../layout/language-link'
import { LanguageLinkContext, type ToggleProps } from '../layout/language-toggle'
import { SkipLink } from '../layout/skip-link'
import { StaticPart } from '../islands/static-part'
import { FloatingMenu, Footer } from './frame-parts'
import './page-shell.css'

/** The toggles' link to this page in the other language. */
const languageLink = (props: ToggleProps) => <LanguageLink {...props} />

/**
 * Everything around a page other than the landing page: the same navigation (its links lead
 * back to the landing page's sections, `current` marked), footer and floating menu.
 */
export function PageShell({ current, children }: { current: SectionId; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <ActiveSectionProvider current={current}>
        <LanguageLinkContext value={languageLink}>
          <NavBar />
        </LanguageLinkContext>
      </ActiveSectionProvider>
      <main id={MAIN_ID} tabIndex={-1} className="page-shell">
        {children}
      </main>
      <StaticPart name="footer">
        <Footer />
      </StaticPart>
      <StaticPart name="floating-menu">
        <FloatingMenu />
      </StaticPart>
    </>
  )
}
