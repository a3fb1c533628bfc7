/**
 * Fetches the app's code, and the stylesheet of what lies below the first screen, once the
 * prerendered first screen has painted (its first contentful paint), not while it is still
 * being parsed and laid out. On a slow phone network the hero picture, the fonts and the
 * document then have the bandwidth to themselves, so the page shows sooner.
 *
 * Nothing waits for it to be readable: the page is whole without the stylesheet (the sections
 * below show in plain flow) and without the code (links are links, and the contact form posts
 * itself to the server, which answers with a page). A button pressed in the moment before
 * React listens is held and pressed again once it does, and a link followed meanwhile is made
 * known to it (entry-client.tsx announces that with `HYDRATING_EVENT`; from then on the islands
 * hold what reaches parts still waiting for their code, src/islands/island-gates.tsx).
 *
 * The build bundles it into a classic script in place of Vite's module `<script>`;
 * the URLs ride on the tag as `data-entry`, `data-styles` and
 * `data-words` (the chunk of the page's language's words, src/i18n/messages.ts), so
 * its text, and the hash the Content-Security-Policy allows, stay the same from build to build.
 */
import { HYDRATING_EVENT } from '../lib/hydration-signals'
import { pressAgain, pressedControl } from '../lib/press-again'

function holdPressesUntilHydrating(): void {
  const pressed: Element[] = []
  const hold = (event: Event) => {
    const control = pressedControl(event)
    if (control && !pressed.includes(control)) pressed.push(control)
  }
  document.addEventListener('click', hold, true)
  document.addEventListener(
    HYDRATING_EVENT,
    () => {
      document.removeEventListener('click', hold, true)
      pressed.forEach(pressAgain)
    },
    { once: true },
  )
}

/** Appends a `<link rel>` to `href` to the head, when the page names one. */
function linkTo(rel: string, href: string | undefined): void {
  if (!href) return
  const link = document.createElement('link')
  link.rel = rel
  link.href = href
  document.head.append(link)
}

function load(entry: string, { styles, words }: DOMStringMap): void {
  // The stylesheet first: it styles the sections below the first screen.
  linkTo('stylesheet', styles)
  // The page's words, which the entry imports before React starts: fetched beside it, not after.
  linkTo('modulepreload', words)
  const script = document.createElement('script')
  script.type = 'module'
  script.src = entry
  document.head.append(script)
}

function afterFirstContentfulPaint(then: () => void): void {
  let done = false
  const once = () => {
    if (!done) then()
    done = true
  }
  // A background tab paints nothing until shown, so there is nothing to wait for.
  if (document.visibilityState === 'hidden') return once()
  if (!window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once, 0))
    return
  }
  // The first frame may still be blank; the first contentful paint is the one to wait for.
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    setTimeout(once, 0)
  }).observe({ type: 'paint', buffered: true })
  // Should that paint never be reported, the page still comes alive.
  setTimeout(once, 3000)
}

const names = document.currentScript?.dataset
const entry = names?.entry
if (names && entry) {
  holdPressesUntilHydrating()
  afterFirstContentfulPaint(() => load(entry, names))
}
