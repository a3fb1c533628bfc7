import type { BriefChoice } from '../../schema/brief-choices'
import { controlId, errorId } from '../../schema/contact-values'
import type { ErrorWords } from '../../schema/contact-error-words'
import { FieldError } from './field-error'

interface ChoiceFieldProps {
  choice: BriefChoice
  value: string
  error: ErrorWords | undefined
  onChange: (value: string) => void
  onBlur: () => void
}

/**
 * One of the brief's optional choices as a native select: every browser and screen reader
 * knows it, it works before the page's code runs, and its values are the content's ids.
 */
export function ChoiceField({ choice, value, error, onChange, onBlur }: ChoiceFieldProps) {
  const { field, label, none, options } = choice
  const id = controlId(field)
  return (
    <div className="contact-field">
      <label className="contact-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={field}
        className="contact-field__control contact-field__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(field) : undefined}
      >
        <option value="">{none}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId(field)} error={error} />
    </div>
  )
}
