/**
 * A visitor's words as the owner's terminal shows them (`npm run inbox`): control characters
 * (escape sequences among them) and the invisible ones that reorder or hide text (bidi
 * overrides, zero-width spaces, line separators) are written out as `\x1b` or `\u202e`, so what
 * a visitor typed can neither drive the terminal nor forge a line of the listing. The joiners
 * stay, as words in Persian or Hindi need them.
 */
const ONE_LINE_UNSAFE = /[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/gu
/** In a message's body, its own line breaks and tabs stay; a lone CR would overwrite a line. */
const BODY_UNSAFE = /(?![\n\t])[\p{Cc}\p{Zl}\p{Zp}]|(?![\u200c\u200d])\p{Cf}/gu

const NAMED: Partial<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

function escaped(character: string): string {
  const named = NAMED[character]
  if (named) return named
  const code = character.codePointAt(0) ?? 0
  return code <= 0xff
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`
}

/** For a field shown on one line: every line break is written out too. */
export function terminalLine(text: string): string {
  return text.replace(ONE_LINE_UNSAFE, escaped)
}

/** For a message's body: its lines, each made safe, a CRLF taken as the line break it is. */
export function terminalLines(text: string): string[] {
  return text.split(/\r?\n/).map((line) => line.replace(BODY_UNSAFE, escaped))
}
