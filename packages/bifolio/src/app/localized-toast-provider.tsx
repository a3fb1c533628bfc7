import type { ReactNode } from 'react'
import { useT } from '../i18n/i18n-provider'
import { ToastProvider } from '../ui/toast'

/** The toast provider with its close button named in the page's language. */
export function LocalizedToastProvider({ children }: { children: ReactNode }) {
  const t = useT()
  return <ToastProvider closeLabel={t.toast.close}>{children}</ToastProvider>
}
