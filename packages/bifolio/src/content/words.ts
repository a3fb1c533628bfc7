/**
 * The words of both languages at once, with the owner's `{name}` and `{email}` filled in at
 * build: for the server (its mails and plain answers), the prerenderer and the tests. The page
 * loads one language at a time instead (src/i18n/messages.ts), and the groups only some parts
 * show with those parts (content/word-groups.ts).
 */
import pageEn from 'virtual:owner-words/en'
import pageEs from 'virtual:owner-words/es'
import about from 'virtual:owner-words-of/about'
import documents from 'virtual:owner-words-of/documents'
import floatingMenu from 'virtual:owner-words-of/floatingMenu'
import availability from 'virtual:owner-words-of/availability'
import contact from 'virtual:owner-words-of/contact'
import footer from 'virtual:owner-words-of/footer'
import hero from 'virtual:owner-words-of/hero'
import legal from 'virtual:owner-words-of/legal'
import meta from 'virtual:owner-words-of/meta'
import notFound from 'virtual:owner-words-of/notFound'
import projects from 'virtual:owner-words-of/projects'
import quotes from 'virtual:owner-words-of/quotes'
import services from 'virtual:owner-words-of/services'
import skills from 'virtual:owner-words-of/skills'
import social from 'virtual:owner-words-of/social'
import testimonials from 'virtual:owner-words-of/testimonials'
import theme from 'virtual:owner-words-of/theme'
import type { Messages, PageMessages } from './types'
import type { Locale } from '../i18n/locales'

function whole(locale: Locale, page: PageMessages): Messages {
  return {
    ...page,
    hero: hero[locale],
    availability: availability[locale],
    services: services[locale],
    testimonials: testimonials[locale],
    quotes: quotes[locale],
    skills: skills[locale],
    about: about[locale],
    contact: contact[locale],
    footer: footer[locale],
    legal: legal[locale],
    notFound: notFound[locale],
    theme: theme[locale],
    floatingMenu: floatingMenu[locale],
    social: social[locale],
    documents: documents[locale],
    meta: meta[locale],
    projects: projects[locale],
  }
}

export const en: Messages = whole('en', pageEn)
export const es: Messages = whole('es', pageEs)
