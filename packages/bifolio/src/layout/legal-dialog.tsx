import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { localeFromPath, pathFor, type Page } from '../i18n/routes'
import { legalPageOfClick, legalPageOfPath } from './legal-links'
import { loadedModule } from '../lib/loaded-module'

// Most visitors never open it: the modal and both texts load with the first opening (the
// prerendered legal URLs hold its HTML, and hydration waits for the chunk).
const LegalDialogContent = lazy(() => loadedModule(import('./legal-dialog-content')))

/**
 * The imprint and privacy texts over the landing page. Their URLs open it on load; links to
 * them anywhere on the page open it in place (pushState, no reload); Back closes it, and so
 * does closing it, which puts the landing page URL back in place.
 */
export function LegalDialog({ initialPage }: { initialPage: Page }) {
  const [page, setPage] = useState(initialPage === 'home' ? null : initialPage)
  // The page's own URL was a legal one: its HTML shows the dialog open, and hydration must agree.
  const [openedByUrl, setOpenedByUrl] = useState(page !== null)
  // Where an in-page link opened it from, so closing puts that URL (and its hash) back.
  const returnUrl = useRef<string | null>(null)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const next = legalPageOfClick(event, window.location.origin)
      if (!next) return
      event.preventDefault()
      const href = (event.target as Element).closest('a')?.getAttribute('href') ?? ''
      const { pathname, hash } = window.location
      returnUrl.current = legalPageOfPath(pathname) ? returnUrl.current : pathname + hash
      window.history.pushState(null, '', new URL(href, window.location.href).pathname)
      setOpenedByUrl(false)
      setPage(next)
    }
    const onPopState = () => {
      returnUrl.current = null
      setOpenedByUrl(false)
      setPage(legalPageOfPath(window.location.pathname))
    }
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onPopState)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPopState)
    }
  }, [])

  // Replacing (not going back) keeps focus where the dialog returned it: Chrome clears focus
  // when a history traversal lands on a URL with a hash.
  const close = useCallback(() => {
    setPage(null)
    const { pathname } = window.location
    if (!legalPageOfPath(pathname)) return
    const landing = returnUrl.current ?? pathFor(localeFromPath(pathname), 'home')
    returnUrl.current = null
    window.history.replaceState(null, '', landing)
  }, [])

  if (!page) return null
  return (
    <Suspense fallback={null}>
      <LegalDialogContent page={page} openInHtml={openedByUrl} onClose={close} />
    </Suspense>
  )
}
