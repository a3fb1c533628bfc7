import type { Messages } from '../content'
import type { LegalPage } from '../i18n/routes'

/** The title and description of `/imprint` or `/privacy`: the dialog is the point of the page. */
export function legalPageMeta(
  t: Messages,
  page: LegalPage,
): { title: string; description: string } {
  const text = t.legal[page]
  return { title: `${text.title} · ${t.meta.title}`, description: text.description }
}
