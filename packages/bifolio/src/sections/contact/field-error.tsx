import { Icon } from '../../ui/icon'
import { errorText, type ErrorWords } from '../../schema/contact-error-words'

/**
 * The message under a field. The box is always there and polite, so an error that appears,
 * changes or clears while the visitor types is announced without stealing focus.
 */
export function FieldError({ id, error }: { id: string; error: ErrorWords | undefined }) {
  return (
    <p id={id} className="contact-field__error" aria-live="polite">
      {error && (
        <>
          <Icon name="lucide:circle-alert" size={18} className="contact-field__error-icon" />
          <span>{errorText(error)}</span>
        </>
      )}
    </p>
  )
}
