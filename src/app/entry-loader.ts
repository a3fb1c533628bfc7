/**
 * The inline script that fetches the app's code, and the stylesheet of what lies below the
 * first screen, once the prerendered first screen has painted (its first contentful paint),
 * not while it is still being parsed and laid out. On a slow phone network the hero picture,
 * the fonts and the document then have the bandwidth to themselves, so the page shows
 * sooner, and the first screen is laid out once, not again when the rest of the styles land.
 *
 * Before the code runs the page is readable and its links work, and what a visitor does
 * meanwhile is kept: the contact form adopts typed text
 * (../sections/contact/typed-before-hydration.ts), and presses of buttons and form
 * submissions are held here and replayed: a press once React listens (./entry-client.tsx
 * announces it with `HYDRATING_EVENT`; React then hydrates the pressed part first), a
 * submission once its form has hydrated (it sets `HYDRATED_FORM_ATTRIBUTE`), since a form
 * React does not drive yet would post itself away.
 *
 * The build (scripts/deferred-entry/) puts it where Vite wrote the module `<script>`. Its text
 * never changes, so its CSP hash is stable: the URLs ride on the tag as `data-entry` and
 * `data-styles`. Without scripts, a `<noscript>` link brings the styles.
 */
import { HYDRATED_FORM_ATTRIBUTE, HYDRATING_EVENT } from '../lib/hydration-signals'

/** Runs inline as a classic script; keep it dependency-free ES5. */
function loadEntryAfterFirstPaint(
  loader: HTMLScriptElement | SVGScriptElement | null,
  hydratingEvent: string,
  hydratedFormAttribute: string,
): void {
  var src = loader && loader.getAttribute('data-entry')
  if (!src) return
  var pressed: HTMLButtonElement[] = []
  var submitted: HTMLFormElement[] = []
  var holdPress = function (event: Event): void {
    var target = event.target as Element | null
    var button = target && target.closest ? target.closest('button') : null
    // A submit button's press arrives as the form's submit, held below.
    if (button && button.type !== 'submit' && pressed.indexOf(button) < 0) pressed.push(button)
  }
  var holdSubmit = function (event: Event): void {
    var form = event.target as HTMLFormElement
    if (form.hasAttribute(hydratedFormAttribute)) return
    event.preventDefault()
    if (submitted.indexOf(form) >= 0) return
    submitted.push(form)
    new MutationObserver(function (_changes, observer) {
      if (!form.hasAttribute(hydratedFormAttribute)) return
      observer.disconnect()
      form.requestSubmit()
    }).observe(form, { attributes: true, attributeFilter: [hydratedFormAttribute] })
  }
  document.addEventListener('click', holdPress, true)
  // Stays: a form can hydrate well after the rest of the page.
  document.addEventListener('submit', holdSubmit, true)
  document.addEventListener(hydratingEvent, function replay(): void {
    document.removeEventListener(hydratingEvent, replay)
    document.removeEventListener('click', holdPress, true)
    pressed.forEach(function (button) {
      button.click()
    })
  })
  var loaded = false
  var load = function (): void {
    if (loaded) return
    loaded = true
    // The rest of the stylesheet first: it reveals the sections below the first screen.
    var styles = loader && loader.getAttribute('data-styles')
    if (styles) {
      var link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = styles
      document.head.appendChild(link)
    }
    var script = document.createElement('script')
    script.type = 'module'
    script.src = src as string
    document.head.appendChild(script)
  }
  var types = window.PerformanceObserver ? PerformanceObserver.supportedEntryTypes : undefined
  // A background tab paints nothing until shown, so there is nothing to wait for.
  if (document.visibilityState === 'hidden') load()
  else if (types && types.indexOf('paint') >= 0) {
    // The first frame may still be blank; the first contentful paint is the one to wait for.
    new PerformanceObserver(function (entries, observer) {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      setTimeout(load, 0)
    }).observe({ type: 'paint', buffered: true })
    // Should that paint never be reported, the page still comes alive.
    setTimeout(load, 3000)
  } else
    requestAnimationFrame(function () {
      setTimeout(load, 0)
    })
}
export const ENTRY_LOADER_SCRIPT = `(${loadEntryAfterFirstPaint.toString()})(document.currentScript, ${JSON.stringify(HYDRATING_EVENT)}, ${JSON.stringify(HYDRATED_FORM_ATTRIBUTE)})`
