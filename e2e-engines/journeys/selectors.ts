/** The page's test hooks and the few structural selectors the journeys rely on. */
export const THEME_TOGGLE = '[data-testid="theme-toggle"]'
export const LANGUAGE_TOGGLE = '[data-testid="language-toggle"]'
export const CAROUSEL = '[data-testid="project-carousel"]'
export const CONTACT_FORM = '[data-testid="contact-form"]'
/** A section's link in the top bar's list (the brand beside it links to #home as well). */
export const TOP_NAV_LINK = (sectionId: string) => `nav.nav-bar li > a[href="#${sectionId}"]`
export const OPEN_DIALOG = 'dialog[open]'

/** An attribute selector, its value quoted for CSS. */
export function attribute(name: string, value: string): string {
  return `[${name}="${value.replace(/["\\]/g, '\\$&')}"]`
}
