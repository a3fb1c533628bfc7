/**
 * The page's count beacon: once the page has loaded, one small request to the
 * site's own API saying which page, the device's class and the referring site's host; and one
 * per CV or vCard link followed, since those files are served without the API seeing them.
 * No cookie, no storage key, no identifier. Nothing is sent when the owner switched counting
 * off (`counting: false` in site.yml), when the visitor asked not to be tracked (Global
 * Privacy Control, Do Not Track), or when a program drives the browser. A beacon that fails
 * fails silently: counting must never cost the visitor anything.
 */
import { counting as countingOn } from '../content/owner-content'
import { NOT_A_PAGE } from '../lib/page-markers'
import { COUNT_PATH, deviceOf, isReferrerHost } from '../schema/count-beacon'
import type { Beacon } from '../schema/count-beacon-shape'

/** Same origin, unless the build was told where the API lives (`PUBLIC_API_URL`). */
const COUNT_ENDPOINT = `${import.meta.env.PUBLIC_API_URL}${COUNT_PATH}`

/** What browsers expose of a visitor's wishes and of automation, where they do. */
interface Signals {
  globalPrivacyControl?: boolean
  doNotTrack?: string | null
  webdriver?: boolean
}

function isUncounted(signals: Signals & { userAgent: string }): boolean {
  return (
    signals.globalPrivacyControl === true ||
    signals.doNotTrack === '1' ||
    signals.webdriver === true ||
    /HeadlessChrome/.test(signals.userAgent)
  )
}

function send(beacon: Beacon): void {
  const body = JSON.stringify(beacon)
  try {
    // A string goes as text/plain: to an API on another origin, no preflight is needed. A
    // beacon the browser declines to queue (its quota spent) is a count lost, no more.
    navigator.sendBeacon(COUNT_ENDPOINT, body)
  } catch {
    // Counting is the owner's business; the page goes on.
  }
}

/** The other site the visitor came from, by its host only, if they came from one. */
function referrerHost(): string | undefined {
  try {
    const { hostname } = new URL(document.referrer)
    return hostname !== location.hostname && isReferrerHost(hostname) ? hostname : undefined
  } catch {
    return undefined
  }
}

/**
 * A file the page offers to download (a CV, the contact card): the API knows them by name and
 * counts no other.
 */
function countDownload(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[download]') : null
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return
  const file = link.pathname.split('/').pop() ?? ''
  send({ kind: 'download', path: location.pathname, file, device: deviceOf(window.innerWidth) })
}

/**
 * Counts this page's view once it has loaded, and the documents followed from it. `counting` is
 * the owner's setting; the answer stops listening (for tests: a page never stops).
 */
export function countVisits(counting: boolean = countingOn): () => void {
  if (!counting || isUncounted(navigator as Navigator & Signals)) return () => {}
  const view = () => {
    // The 404 page, which answers every address the site does not have, is not one of its
    // pages: the API would refuse its view (422).
    if (document.querySelector(NOT_A_PAGE)) return
    const referrer = referrerHost()
    send({
      kind: 'view',
      path: location.pathname,
      device: deviceOf(window.innerWidth),
      ...(referrer ? { referrer } : {}),
    })
  }
  if (document.readyState === 'complete') view()
  else window.addEventListener('load', view, { once: true })
  // Captured before any handler can stop it: the links live in several sections.
  document.addEventListener('click', countDownload, true)
  return () => {
    window.removeEventListener('load', view)
    document.removeEventListener('click', countDownload, true)
  }
}
