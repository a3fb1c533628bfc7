import type { FieldWords } from '../../content'
import type { TextField as TextFieldName } from '../../schema/contact-fields'
import { controlId, errorId } from '../../schema/contact-values'
import type { ErrorWords } from '../../schema/contact-error-words'
import { FieldError } from './field-error'

const MESSAGE_ROWS = 10

interface TextFieldProps {
  name: TextFieldName
  words: FieldWords
  value: string
  error: ErrorWords | undefined
  onChange: (value: string) => void
  onBlur: () => void
}

const INPUT_TYPES = { name: 'text', email: 'email', subject: 'text', message: 'text' } as const
const AUTOCOMPLETE = { name: 'name', email: 'email', subject: 'off', message: 'off' } as const

/** One labelled text field with its error under it, wired for assistive technology. */
export function TextField({ name, words, value, error, onChange, onBlur }: TextFieldProps) {
  const id = controlId(name)
  // What the textarea and the inputs have in common.
  const shared = {
    id,
    name,
    className: 'contact-field__control',
    required: true,
    placeholder: words.placeholder,
    value,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(name) : undefined,
  }
  return (
    <div className="contact-field">
      <label className="contact-field__label" htmlFor={id}>
        {words.label}
      </label>
      {name === 'message' ? (
        <textarea
          {...shared}
          rows={MESSAGE_ROWS}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          type={INPUT_TYPES[name]}
          autoComplete={AUTOCOMPLETE[name]}
          spellCheck={name === 'email' ? false : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldError id={errorId(name)} error={error} />
    </div>
  )
}
