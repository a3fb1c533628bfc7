import { pagePart } from './page-parts'

/** The static parts every page has around its own. */
export const Footer = pagePart('footer')
export const FloatingMenu = pagePart('floating-menu')
