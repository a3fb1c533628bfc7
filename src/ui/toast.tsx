import { createContext, useContext, useMemo, type ReactNode } from 'react'

export type ToastKind = 'success' | 'error' | 'info'
interface ToastApi {
  show: (message: string, kind?: ToastKind) => void
}

const ToastContext = createContext<ToastApi | null>(null)

export function ToastProvider({ children }: { children: ReactNode }) {
  const api = useMemo<ToastApi>(() => ({ show: () => undefined }), [])
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it')
  return api
}
