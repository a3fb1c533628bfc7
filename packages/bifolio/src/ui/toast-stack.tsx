import { useCallback, useEffect, useRef, useState } from 'react'
import { Icon } from './icon'
import { TOAST_AUTO_CLOSE_MS, type ToastData, type ToastKind } from './toast-types'
import './toast.css'

const KIND_ICONS = {
  success: 'lucide:circle-check',
  error: 'lucide:circle-alert',
  info: 'lucide:info',
} as const satisfies Record<ToastKind, string>

/**
 * Closes after `TOAST_AUTO_CLOSE_MS` of being looked at: hovering or focusing the toast
 * stops the clock and leaving it resumes the time that was left (WCAG 2.2.1).
 */
function useAutoClose(onClose: () => void, isPaused: boolean) {
  const remainingMs = useRef(TOAST_AUTO_CLOSE_MS)
  useEffect(() => {
    if (isPaused) return
    const startedAt = Date.now()
    const timer = window.setTimeout(onClose, remainingMs.current)
    return () => {
      window.clearTimeout(timer)
      remainingMs.current -= Date.now() - startedAt
    }
  }, [isPaused, onClose])
}

function Toast({
  toast,
  closeLabel,
  onDismiss,
}: {
  toast: ToastData
  closeLabel: string
  onDismiss: (id: number) => void
}) {
  const [isHovered, setIsHovered] = useState(false)
  const [isFocused, setIsFocused] = useState(false)
  const close = useCallback(() => onDismiss(toast.id), [onDismiss, toast.id])
  useAutoClose(close, isHovered || isFocused)

  return (
    <div
      className="toast"
      data-kind={toast.kind}
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocused(false)
      }}
    >
      <Icon className="toast__icon" name={KIND_ICONS[toast.kind]} size={22} />
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="toast__close" aria-label={closeLabel} onClick={close}>
        <Icon name="lucide:x" size={18} />
      </button>
    </div>
  )
}

export default function ToastStack({
  toasts,
  closeLabel,
  onDismiss,
}: {
  toasts: readonly ToastData[]
  closeLabel: string
  onDismiss: (id: number) => void
}) {
  return toasts.map((toast) => (
    <Toast key={toast.id} toast={toast} closeLabel={closeLabel} onDismiss={onDismiss} />
  ))
}
