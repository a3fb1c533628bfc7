import { Icon } from '../../ui/icon'
import { errorId } from '../../schema/contact-values'
import type { ErrorWords } from '../../schema/contact-error-words'
import { FieldError } from './field-error'

interface ConsentFieldProps {
  label: string
  checked: boolean
  error: ErrorWords | undefined
  onChange: (checked: boolean) => void
  onBlur: () => void
}

/**
 * The required opt-in: the visitor's consent is the legal basis to reply, as the privacy policy
 * says; the server refuses a message without it (`consent_required`).
 */
export function ConsentField({ label, checked, error, onChange, onBlur }: ConsentFieldProps) {
  return (
    <div className="contact-field contact-field--consent">
      <div className="contact-consent">
        <span className="contact-consent__control">
          <input
            id="contact-consent"
            name="consent"
            type="checkbox"
            className="contact-consent__box"
            required
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId('consent') : undefined}
          />
          <Icon name="lucide:check" size={18} className="contact-consent__check" />
        </span>
        <label htmlFor="contact-consent" className="contact-consent__label">
          {label}
        </label>
      </div>
      <FieldError id={errorId('consent')} error={error} />
    </div>
  )
}
