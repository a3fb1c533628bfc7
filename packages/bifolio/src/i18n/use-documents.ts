import documents from 'virtual:documents'
import { documents as documentsWords } from 'virtual:owner-words-of/documents'
import { owner } from '../content'
import { format } from '../lib/format'
import { ofLocale } from './locales'
import { useLocale, usePartWords } from './i18n-provider'

export interface DocumentLink {
  href: string
  /** The visible words, e.g. "Download CV". */
  label: string
  /** The whole accessible name, e.g. "Download CV (PDF, 84 KB)". */
  name: string
}

/** The CV in the page's language: what the link fetches, how, and how much. */
export function useCvLink(): DocumentLink & { format: string } {
  const words = usePartWords(documentsWords)
  const { locale } = useLocale()
  const cv = ofLocale(documents.cv, locale)
  const size = format(words.cvFormat, cv)
  return {
    href: cv.href,
    label: words.downloadCv,
    format: size,
    name: `${words.downloadCv} ${size}`,
  }
}

/** The owner's vCard: one tap adds them to the visitor's contacts. */
export function useContactCardLink(): DocumentLink {
  const words = usePartWords(documentsWords)
  return {
    href: documents.contactCard.href,
    label: words.contactCard,
    name: format(words.contactCardLabel, { name: owner.name }),
  }
}
