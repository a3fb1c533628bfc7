import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { ToastData, ToastKind } from './toast-types'
import { loadedModule } from '../lib/loaded-module'

export { TOAST_AUTO_CLOSE_MS, type ToastKind } from './toast-types'

export interface ToastApi {
  show: (message: string, kind?: ToastKind) => void
}

/** More would cover the page; the oldest makes way. */
const MAX_VISIBLE_TOASTS = 3

const ToastContext = createContext<ToastApi | null>(null)

// Most visits never raise a toast, so the cards, their timers and their styles load on the
// first one.
const ToastStack = lazy(() => loadedModule(import('./toast-stack')))

/** Until the stack's chunk arrives (or if it cannot), the words alone still get announced. */
function PlainToasts({ toasts }: { toasts: readonly ToastData[] }) {
  return toasts.map((toast) => <p key={toast.id}>{toast.message}</p>)
}

function Region({
  toasts,
  role,
  closeLabel,
  onDismiss,
}: {
  toasts: readonly ToastData[]
  role: 'status' | 'alert'
  closeLabel: string
  onDismiss: (id: number) => void
}) {
  // The region is in the page from the start: screen readers only announce changes to live
  // regions they already know about.
  return (
    <div className="toast-region" role={role}>
      {toasts.length > 0 ? (
        <Suspense fallback={<PlainToasts toasts={toasts} />}>
          <ToastStack toasts={toasts} closeLabel={closeLabel} onDismiss={onDismiss} />
        </Suspense>
      ) : null}
    </div>
  )
}

/**
 * Short notices at the bottom centre of the screen. Errors go to an assertive `alert`
 * region, everything else to a polite `status` region. `closeLabel` names the close button
 * in the page's language (ui/ holds no words of its own).
 */
export function ToastProvider({
  closeLabel,
  children,
}: {
  closeLabel: string
  children: ReactNode
}) {
  const [toasts, setToasts] = useState<readonly ToastData[]>([])
  const nextId = useRef(1)

  const show = useCallback((message: string, kind: ToastKind = 'info') => {
    const id = nextId.current++
    setToasts((current) => {
      // The same notice again restarts it instead of stacking a copy.
      const others = current.filter((toast) => toast.message !== message || toast.kind !== kind)
      return [...others, { id, message, kind }].slice(-MAX_VISIBLE_TOASTS)
    })
  }, [])

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id))
  }, [])

  const api = useMemo<ToastApi>(() => ({ show }), [show])
  const polite = toasts.filter((toast) => toast.kind !== 'error')
  const assertive = toasts.filter((toast) => toast.kind === 'error')

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-viewport">
        <Region toasts={polite} role="status" closeLabel={closeLabel} onDismiss={dismiss} />
        <Region toasts={assertive} role="alert" closeLabel={closeLabel} onDismiss={dismiss} />
      </div>
    </ToastContext.Provider>
  )
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext)
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it')
  return api
}
