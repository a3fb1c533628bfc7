import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Icon } from './icon'
import './dialog.css'

/**
 * A modal on the native `<dialog>`: the platform traps focus, makes the page inert and closes
 * on Escape. It becomes modal with showModal() after mount. Holds no copy: the title and close
 * label come as props.
 *
 * `openInHtml` renders it open in the prerendered page (the URL is the dialog's own), so its
 * text shows at first paint and without any script; the close button is a `method="dialog"`
 * form, which closes it with or without code.
 */
export function Dialog({
  open,
  openInHtml = false,
  title,
  closeLabel,
  onClose,
  children,
}: {
  open: boolean
  openInHtml?: boolean
  title: string
  closeLabel: string
  onClose: () => void
  children: ReactNode
}) {
  // Long: the open/close effects and the markup of one element, which they drive.
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  const beforeCode = useRef(true)
  useEffect(() => {
    onCloseRef.current = onClose
  })

  useEffect(() => {
    const dialog = ref.current
    const hydrating = beforeCode.current
    beforeCode.current = false
    if (!dialog || !open) return
    // Shown open in the HTML and closed by its own form before the code ran (a quick tap on a
    // slow phone): the visitor's close stands, instead of the code opening it again.
    if (hydrating && openInHtml && !dialog.open) {
      onCloseRef.current()
      return
    }
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    // Shown from the HTML already: made modal in place, without playing its entrance again.
    const shown = dialog.open
    if (shown) dialog.close()
    dialog.showModal()
    if (shown) for (const animation of dialog.getAnimations?.() ?? []) animation.finish()
    return () => {
      if (dialog.open) dialog.close()
      // Browsers differ on where focus goes after close; the opener is the expected place.
      if (opener?.isConnected && opener !== document.body) opener.focus()
    }
  }, [open, openInHtml])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // Making the prerendered dialog modal closes it for a moment; it is open again by the time
    // that close event arrives.
    const onNativeClose = () => {
      if (!dialog.open) onCloseRef.current()
    }
    dialog.addEventListener('close', onNativeClose)
    return () => dialog.removeEventListener('close', onNativeClose)
  }, [])

  return (
    // A click on the backdrop lands on the <dialog> itself; Escape is handled by the platform.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      open={openInHtml}
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
          <form method="dialog">
            <button
              type="submit"
              className="dialog__close"
              aria-label={closeLabel}
              onClick={(event) => {
                // The same as the form's own closing, where the code runs.
                event.preventDefault()
                ref.current?.close()
              }}
            >
              <Icon name="lucide:x" size={22} />
            </button>
          </form>
        </header>
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  )
}
