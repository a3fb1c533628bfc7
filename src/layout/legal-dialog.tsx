import type { Page } from '../i18n/routes'

export function LegalDialog({ initialPage }: { initialPage: Page }) {
  if (initialPage === 'home') return null
  return null
}
