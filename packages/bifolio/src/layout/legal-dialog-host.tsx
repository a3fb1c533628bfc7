import { useCallback, useEffect, useRef, useState } from 'react'
import { localeFromPath, pathFor, type LegalPage } from '../i18n/routes'
import LegalDialogContent from './legal-dialog-content'
import { legalPageOfPath, takeLegalClick } from './legal-links'

/** How the dialog first opened: by the page's own URL, or by a link on the page. */
export interface FirstOpening {
  page: LegalPage
  /** The URL the link was pressed on, put back when the dialog closes; null for the page's own. */
  from: string | null
}

/**
 * The legal dialog once it has opened: links to the texts open it in place, Back closes it, and
 * so does closing it, which puts the URL it was opened from back (or the landing page's). Its
 * own chunk, with the texts (legal-dialog.tsx waits for a first opening).
 */
export default function LegalDialogHost({ first }: { first: FirstOpening }) {
  const [page, setPage] = useState<LegalPage | null>(first.page)
  // The page's own URL was a legal one: its HTML shows the dialog open, and hydration must agree.
  const [openedByUrl, setOpenedByUrl] = useState(first.from === null)
  const returnUrl = useRef<string | null>(first.from)

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const taken = takeLegalClick(event)
      if (!taken) return
      const fromLegalPage = legalPageOfPath(new URL(taken.from, window.location.href).pathname)
      if (!fromLegalPage) returnUrl.current = taken.from
      setOpenedByUrl(false)
      setPage(taken.page)
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
  return <LegalDialogContent page={page} openInHtml={openedByUrl} onClose={close} />
}
