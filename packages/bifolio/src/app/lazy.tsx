import { Suspense, type ReactNode } from 'react'
import { useT } from '../i18n/i18n-provider'
import { LAZY_FALLBACK } from '../lib/page-markers'

/** The words of `loading`, marked so the prerender can tell that a page still shows them. */
export function LoadingFallback() {
  const t = useT()
  return (
    <p className="lazy-fallback" role="status" {...{ [LAZY_FALLBACK]: '' }}>
      {t.loading}
    </p>
  )
}

/** A Suspense boundary that shows the words of `loading` while a chunk arrives. */
export function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingFallback />}>{children}</Suspense>
}
