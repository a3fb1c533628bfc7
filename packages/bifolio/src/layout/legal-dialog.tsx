import { lazy, Suspense, useEffect, useState } from 'react'
import type { Page } from '../i18n/routes'
import type { FirstOpening } from './legal-dialog-host'
import { takeLegalClick } from './legal-links'
import { loadedModule } from '../lib/loaded-module'

// Most visitors never open it: the dialog, its history and both texts load with the first
// opening (the prerendered legal URLs hold its HTML, and hydration waits for the chunk).
const LegalDialogHost = lazy(() => loadedModule(import('./legal-dialog-host')))

/**
 * The imprint and privacy texts over the landing page. Their URLs open it on load; links to
 * them anywhere on the page open it in place (pushState, no reload). Until it first opens only
 * those links are watched; from then on the dialog's own code answers them, and Back.
 */
export function LegalDialog({ initialPage }: { initialPage: Page }) {
  const [first, setFirst] = useState<FirstOpening | null>(
    initialPage === 'home' ? null : { page: initialPage, from: null },
  )

  useEffect(() => {
    if (first) return
    const onClick = (event: MouseEvent) => {
      const taken = takeLegalClick(event)
      if (taken) setFirst(taken)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [first])

  if (!first) return null
  return (
    <Suspense fallback={null}>
      <LegalDialogHost first={first} />
    </Suspense>
  )
}
