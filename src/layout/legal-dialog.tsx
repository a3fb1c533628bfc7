import { useCallback, useEffect, useRef, useState } from 'react'
import { useT } from '../i18n/i18n-provider'
import { localeFromPath, pathFor, type Page } from '../i18n/routes'
import { Dialog } from '../ui/dialog'
import { legalPageOfClick, legalPageOfPath } from './legal-links'
import './legal-dialog.css'

/**
 * The imprint and privacy texts over the landing page. Their URLs open it on load; links to
 * them anywhere on the page open it in place (pushState, no reload); Back closes it.
 */
export function LegalDialog({ initialPage }: { initialPage: Page }) {
  const t = useT()
  const [page, setPage] = useState(initialPage === 'home' ? null : initialPage)
  const pushedEntry = useRef(false)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const next = legalPageOfClick(event, window.location.origin)
      if (!next) return
      event.preventDefault()
      const href = (event.target as Element).closest('a')?.getAttribute('href') ?? ''
      window.history.pushState(null, '', new URL(href, window.location.href).pathname)
      pushedEntry.current = true
      setPage(next)
    }
    const onPopState = () => {
      pushedEntry.current = false
      setPage(legalPageOfPath(window.location.pathname))
    }
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onPopState)
    return () => {
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPopState)
    }
  }, [])

  const close = useCallback(() => {
    setPage(null)
    const { pathname, hash } = window.location
    if (!legalPageOfPath(pathname)) return
    if (pushedEntry.current) {
      // We added the legal URL ourselves: stepping back keeps history free of duplicates.
      pushedEntry.current = false
      window.history.back()
    } else {
      window.history.replaceState(null, '', pathFor(localeFromPath(pathname), 'home') + hash)
    }
  }, [])

  if (!page) return null
  const text = t.legal[page]
  return (
    <Dialog open title={text.title} closeLabel={t.legal.close} onClose={close}>
      <div className="legal-dialog">
        {text.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Dialog>
  )
}
