import { LOCALES } from '../i18n/locales'
import { LanguageMenu } from './language-menu'
import { LanguageToggle } from './language-toggle'

/**
 * The header's language switch as the site's list asks: none for one language, the toggle
 * between two, a menu of every language from three on.
 */
export function LanguageSwitch() {
  // A build-time constant, so a site of one or two languages carries no menu.
  if (__MANY_LANGUAGES__) return <LanguageMenu />
  return <LanguageToggle />
}

/** Whether the site has a language to switch to. */
export const hasLanguageSwitch = (): boolean => LOCALES.length > 1
