import type { ReactNode } from 'react'
import type * as ToastHost from './toast-host'
import type { ToastKind } from './toast-types'

export { TOAST_AUTO_CLOSE_MS, type ToastKind } from './toast-types'

export interface ToastApi {
  show: (message: string, kind?: ToastKind) => void
}

/** Where the toasts' code draws them (toast-host.tsx), and names each close button. */
export const TOAST_VIEWPORT_CLASS = 'toast-viewport'
export const CLOSE_LABEL_ATTRIBUTE = 'data-close-label'

/**
 * The toasts' place in the page: a polite `status` region for everything but errors, an
 * assertive `alert` region for errors. They are in the page from the start, since screen readers
 * only announce changes to live regions they already know about; what fills them loads with the
 * first toast (most visits never raise one). `closeLabel` names the close button in the page's
 * language (ui/ holds no words of its own).
 */
export function ToastProvider({
  closeLabel,
  children,
}: {
  closeLabel: string
  children: ReactNode
}) {
  return (
    <>
      {children}
      <div className={TOAST_VIEWPORT_CLASS} {...{ [CLOSE_LABEL_ATTRIBUTE]: closeLabel }}>
        <div className="toast-region" role="status" />
        <div className="toast-region" role="alert" />
      </div>
    </>
  )
}

/** Until the toasts' code arrives, or if it cannot, the words alone are still announced. */
function announcePlainly(message: string, kind: ToastKind): void {
  const region = document.querySelector(
    `.${TOAST_VIEWPORT_CLASS} [role="${kind === 'error' ? 'alert' : 'status'}"]`,
  )
  const words = document.createElement('p')
  words.textContent = message
  region?.append(words)
}

const toasts: ToastApi = {
  show: (message, kind = 'info') => {
    import('./toast-host').then(
      (host: typeof ToastHost | undefined) =>
        host ? host.showToast(message, kind) : announcePlainly(message, kind),
      () => announcePlainly(message, kind),
    )
  },
}

/** Short notices at the bottom centre of the screen, in the page's `ToastProvider`. */
export function useToast(): ToastApi {
  return toasts
}
