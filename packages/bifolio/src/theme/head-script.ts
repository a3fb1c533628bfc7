/**
 * Runs in <head> before first paint, so a saved dark theme or a saved choice of another
 * language never flashes the wrong look or language. The build bundles it into a classic script inlined first
 * in every page, whose SHA-256 the Content-Security-Policy allows.
 */
import {
  DEFAULT_LOCALE,
  LANGUAGE_STORAGE_KEY,
  LOCALES,
  setSiteLanguages,
  storedLanguage,
} from '../i18n/locales'
import { pathFor, PAGES } from '../i18n/routes'
import { chosenValue, FILTER_KEYS, showChosen } from '../lib/query-filter'
import { THEME_STORAGE_KEY, THEMES, type Theme } from './theme'

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function isTheme(value: string | null): value is Theme {
  return (THEMES as readonly (string | null)[]).includes(value)
}

// The build writes the content's languages in: this script loads no module of the site's. It
// reads no index's address, so it carries none of the path words.
setSiteLanguages(__SITE_LANGUAGES__, {})
const root = document.documentElement
const { pathname, search, hash } = window.location
// The landing and legal pages switch language in place, so a saved choice picks their URL; a
// case study's language is its address.
const firstLanguagePage = PAGES.find(
  (page) => pathFor(DEFAULT_LOCALE, page) === pathname.replace(/\/index\.html$/, '/'),
)
const savedLanguage = read(LANGUAGE_STORAGE_KEY)
const chosen = LOCALES.find(
  (locale) => locale !== DEFAULT_LOCALE && storedLanguage(locale) === savedLanguage,
)
if (firstLanguagePage && chosen) {
  root.style.visibility = 'hidden'
  window.location.replace(pathFor(chosen, firstLanguagePage) + search + hash)
}
// A shared filtered index (`/blog/?tag=react`, `?tech=docker`) paints filtered: its stylesheet
// hides the items the filter leaves out, with or without the code.
for (const key of FILTER_KEYS) showChosen(root, key, chosenValue(key, search))
const saved = read(THEME_STORAGE_KEY)
const prefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches
root.classList.remove(...THEMES)
root.classList.add(isTheme(saved) ? saved : prefersDark ? 'dark' : 'light')
