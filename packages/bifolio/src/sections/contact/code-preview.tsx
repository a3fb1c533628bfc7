import { memo, type ReactNode } from 'react'
import type { BriefField, ContactField } from '../../schema/contact-fields'
import type { ContactValues } from '../../schema/contact-values'
import './code-preview.css'

/** Enough to feel live without the panel growing past the form beside it. */
const PREVIEW_MAX_MESSAGE_LINES = 8
const PREVIEW_MAX_LINE_CHARS = 160

function Token({ kind, children }: { kind: string; children: ReactNode }) {
  return <span className={`code-preview__${kind}`}>{children}</span>
}

function Caret({ isShown }: { isShown: boolean }) {
  return isShown ? <span className="code-preview__caret" /> : null
}

/** Continuation lines sit under the opening backtick's property, as an editor would indent them. */
const CONTINUATION_INDENT = '    '

/** The message as the lines of a template literal, clipped so the panel keeps its height. */
function messageLines(message: string): string[] {
  const lines = message.replace(/`/g, '\\`').split('\n')
  const kept = lines
    .slice(0, PREVIEW_MAX_MESSAGE_LINES)
    .map((line) =>
      line.length > PREVIEW_MAX_LINE_CHARS ? `${line.slice(0, PREVIEW_MAX_LINE_CHARS)}…` : line,
    )
  if (lines.length > PREVIEW_MAX_MESSAGE_LINES) kept.push('…')
  return kept
}

function Line({ children }: { children?: ReactNode }) {
  return <span className="code-preview__line">{children}</span>
}

function StringProperty({ name, value, caret }: { name: string; value: string; caret: boolean }) {
  const quoted = JSON.stringify(value)
  return (
    <Line>
      {'  '}
      <Token kind="property">{name}</Token>
      <Token kind="punctuation">: </Token>
      <Token kind="string">
        {quoted.slice(0, -1)}
        <Caret isShown={caret} />
        {quoted.slice(-1)}
      </Token>
      <Token kind="punctuation">,</Token>
    </Line>
  )
}

function MessageProperty({ value, caret }: { value: string; caret: boolean }) {
  const lines = messageLines(value)
  return (
    <>
      {lines.map((line, index) => (
        <Line key={index}>
          {index === 0 && (
            <>
              {'  '}
              <Token kind="property">message</Token>
              <Token kind="punctuation">: </Token>
            </>
          )}
          <Token kind="string">
            {index === 0 ? '`' : CONTINUATION_INDENT}
            {line}
            {index === lines.length - 1 && (
              <>
                <Caret isShown={caret} />`
              </>
            )}
          </Token>
          {index === lines.length - 1 && <Token kind="punctuation">,</Token>}
        </Line>
      ))}
    </>
  )
}

/**
 * The page's signature touch: what the visitor types, echoed as source code. Purely
 * decorative and hidden from assistive technology: the form already says all of it.
 */
export const CodePreview = memo(function CodePreview({
  values,
  activeField,
  title,
  briefFields,
}: {
  values: ContactValues
  activeField: ContactField | null
  title: string
  /** The brief's choices the form shows, in its order: the preview echoes those only. */
  briefFields: readonly BriefField[]
}) {
  return (
    <div className="code-preview" aria-hidden="true">
      <div className="code-preview__bar">
        <span className="code-preview__dots" />
        <span className="code-preview__title">{title}</span>
      </div>
      <pre className="code-preview__code">
        <code>
          <Line>
            <Token kind="keyword">const</Token> <Token kind="variable">message</Token>
            <Token kind="punctuation"> = {'{'}</Token>
          </Line>
          <StringProperty name="name" value={values.name} caret={activeField === 'name'} />
          <StringProperty name="email" value={values.email} caret={activeField === 'email'} />
          <StringProperty name="subject" value={values.subject} caret={activeField === 'subject'} />
          {briefFields.map((field) => (
            <StringProperty
              key={field}
              name={field}
              value={values[field]}
              caret={activeField === field}
            />
          ))}
          <MessageProperty value={values.message} caret={activeField === 'message'} />
          <Line>
            {'  '}
            <Token kind="property">consent</Token>
            <Token kind="punctuation">: </Token>
            <Token kind="boolean">{String(values.consent)}</Token>
            <Caret isShown={activeField === 'consent'} />
            <Token kind="punctuation">,</Token>
          </Line>
          <Line>
            <Token kind="punctuation">{'}'}</Token>
          </Line>
          <Line />
          <Line>
            <Token kind="keyword">await</Token> <Token kind="function">send</Token>
            <Token kind="punctuation">(</Token>
            <Token kind="variable">message</Token>
            <Token kind="punctuation">)</Token>
          </Line>
        </code>
      </pre>
    </div>
  )
})
