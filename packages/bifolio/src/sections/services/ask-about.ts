import { chooseService } from '../../lib/chosen-service'

/** The form's service choice, where "Ask about this" leads, with or without the page's code. */
export const SERVICE_FIELD_ID = 'contact-service'

/** On an "Ask about this" link: the id of the service it asks about. */
export const ASKS_ABOUT_ATTRIBUTE = 'data-asks-about'

/**
 * Answers every "Ask about this" link from one listener on the document: the services section
 * is HTML no React root owns. The link itself scrolls to the form's service choice; this chooses
 * the offer there and puts the keyboard on it once the page has scrolled.
 */
export function listenToServiceAsks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null
    const id = link?.getAttribute(ASKS_ABOUT_ATTRIBUTE)
    if (!id) return
    chooseService(id)
    requestAnimationFrame(() =>
      root.getElementById(SERVICE_FIELD_ID)?.focus({ preventScroll: true }),
    )
  }
  root.addEventListener('click', onClick)
  return () => root.removeEventListener('click', onClick)
}
