import { memo } from 'react'
import type { BriefChoice } from '../../schema/brief-choices'
import type { BriefField } from '../../schema/contact-fields'
import { controlId, errorId } from '../../schema/contact-values'
import type { ErrorWords } from '../../schema/contact-error-words'
import { FieldError } from './field-error'

interface ChoiceFieldProps {
  choice: BriefChoice
  value: string
  error: ErrorWords | undefined
  /** The form's own handlers, named by field: they keep one identity while the values do. */
  onChange: (field: BriefField, value: string) => void
  onBlur: (field: BriefField) => void
}

/**
 * One of the brief's optional choices as a native select: every browser and screen reader
 * knows it, it works before the page's code runs, and its values are the content's ids. It
 * draws again only when its own props change: a press on "send" that shows the errors of the
 * fields above leaves the selects and their options as they are.
 */
export const ChoiceField = memo(function ChoiceField({
  choice,
  value,
  error,
  onChange,
  onBlur,
}: ChoiceFieldProps) {
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
        onChange={(event) => onChange(field, event.target.value)}
        onBlur={() => onBlur(field)}
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
})
