import documents from 'virtual:documents'
import { owner } from '../content'
import { format } from '../lib/format'
import { useLocale, useT } from './i18n-provider'

export interface DocumentLink {
  href: string
  /** The visible words, e.g. "Download CV". */
  label: string
  /** The whole accessible name, e.g. "Download CV (PDF, 84 KB)". */
  name: string
}

/** The CV in the page's language: what the link fetches, how, and how much. */
export function useCvLink(): DocumentLink & { format: string } {
  const t = useT()
  const { locale } = useLocale()
  const cv = documents.cv[locale]
  const size = format(t.documents.cvFormat, cv)
  return {
    href: cv.href,
    label: t.documents.downloadCv,
    format: size,
    name: `${t.documents.downloadCv} ${size}`,
  }
}

/** The owner's vCard: one tap adds them to the visitor's contacts. */
export function useContactCardLink(): DocumentLink {
  const t = useT()
  return {
    href: documents.contactCard.href,
    label: t.documents.contactCard,
    name: format(t.documents.contactCardLabel, { name: owner.name }),
  }
}
