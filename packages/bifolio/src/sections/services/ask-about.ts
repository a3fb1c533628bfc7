import { chooseService } from '../../lib/chosen-service'

/** The form's service choice, where "Ask about this" leads, with or without the page's code. */
export const SERVICE_FIELD_ID = 'contact-service'

/**
 * An "Ask about this" link is described by its offer's title, whose id names the offer: the
 * link needs no attribute of its own (the landing page's HTML must fit the first round trip).
 */
const OFFER_TITLE_PREFIX = 'service-'

export function offerTitleId(serviceId: string): string {
  return `${OFFER_TITLE_PREFIX}${serviceId}`
}

/**
 * Answers every "Ask about this" link from one listener on the document: the services section
 * is HTML no React root owns. The link itself scrolls to the form's service choice; this chooses
 * the offer there and puts the keyboard on it once the page has scrolled.
 */
export function listenToServiceAsks(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null
    if (link?.getAttribute('href') !== `#${SERVICE_FIELD_ID}`) return
    const title = link.getAttribute('aria-describedby') ?? ''
    if (!title.startsWith(OFFER_TITLE_PREFIX)) return
    const id = title.slice(OFFER_TITLE_PREFIX.length)
    chooseService(id)
    requestAnimationFrame(() =>
      root.getElementById(SERVICE_FIELD_ID)?.focus({ preventScroll: true }),
    )
  }
  root.addEventListener('click', onClick)
  return () => root.removeEventListener('click', onClick)
}
