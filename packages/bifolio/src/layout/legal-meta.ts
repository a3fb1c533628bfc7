import type { Messages } from '../content'
import type { LegalPage } from '../i18n/routes'

/** The title and description of `/imprint` or `/privacy`: the dialog is the point of the page. */
export function legalPageMeta(
  meta: Messages['meta'],
  legal: Messages['legal'],
  page: LegalPage,
): { title: string; description: string } {
  const text = legal[page]
  return { title: `${text.title} · ${meta.title}`, description: text.description }
}
