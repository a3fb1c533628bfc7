import { Suspense, type ReactNode } from 'react'
import { useT } from '../i18n/i18n-provider'

function LoadingFallback() {
  const t = useT()
  return (
    <p className="lazy-fallback" role="status">
      {t.loading}
    </p>
  )
}

/** A Suspense boundary that says `Loading...` / `Cargando...` while a chunk arrives. */
export function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingFallback />}>{children}</Suspense>
}
