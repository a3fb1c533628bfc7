import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Icon } from './icon'
import './dialog.css'

/**
 * A modal on the native `<dialog>`: the platform traps focus, makes the page inert and closes
 * on Escape. The markup renders closed (so prerendered HTML carries the content) and opens
 * with showModal() after mount. Holds no copy: the title and close label come as props.
 */
export function Dialog({
  open,
  title,
  closeLabel,
  onClose,
  children,
}: {
  open: boolean
  title: string
  closeLabel: string
  onClose: () => void
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !open || dialog.open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      // Browsers differ on where focus goes after close; the opener is the expected place.
      if (opener?.isConnected && opener !== document.body) opener.focus()
    }
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const onNativeClose = () => onCloseRef.current()
    dialog.addEventListener('close', onNativeClose)
    return () => dialog.removeEventListener('close', onNativeClose)
  }, [])

  return (
    // A click on the backdrop lands on the <dialog> itself; Escape is handled by the platform.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close()
      }}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="dialog__close"
            aria-label={closeLabel}
            onClick={() => ref.current?.close()}
          >
            <Icon name="lucide:x" size={22} />
          </button>
        </header>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  )
}
