/**
 * A field only bots fill. It sits off-screen (not display:none, which many bots skip), out of
 * the tab order and hidden from assistive technology, so people never meet it.
 */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className="contact-honeypot" aria-hidden="true">
      <input
        type="text"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
