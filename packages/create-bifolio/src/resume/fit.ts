/**
 * A resume's text made to fit a field of the CV, which has room for a set number of
 * characters. A longer text is cut at its last sentence that fits, else at a word with "…",
 * and keeps its whole wording beside it, so cv.yml can hold it in a comment: nothing of the
 * resume is lost, and the site builds from the first run.
 */
export interface Shortened {
  text: string
  full: string
}

export type Fitted = string | Shortened

export const isShortened = (value: unknown): value is Shortened =>
  typeof value === 'object' && value !== null && 'full' in value && 'text' in value

/** One line: the CV's fields hold no line breaks. */
export const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim()

export function fit(text: string, maxLength: number): Fitted {
  const line = oneLine(text)
  if (line.length <= maxLength) return line
  const room = line.slice(0, maxLength)
  const sentenceEnd = Math.max(...['. ', '! ', '? '].map((end) => room.lastIndexOf(end)))
  if (sentenceEnd >= maxLength / 2) return { text: room.slice(0, sentenceEnd + 1), full: line }
  const wordEnd = line.lastIndexOf(' ', maxLength - 1)
  const cut = wordEnd > 0 ? line.slice(0, wordEnd) : line.slice(0, maxLength - 1)
  return { text: `${cut.replace(/[\s,;:.-]+$/, '')}…`, full: line }
}

/** The CV's room per field, as the engine's content check counts it. */
export const CV_ROOM = {
  location: 60,
  summary: 600,
  role: 80,
  organisation: 80,
  place: 60,
  highlight: 160,
  studyTitle: 100,
  school: 100,
  language: 40,
  level: 40,
  certification: 100,
  issuer: 80,
} as const

/** How many texts in `value` (a CV part, or all of it) were shortened. */
export function countShortened(value: unknown): number {
  if (isShortened(value)) return 1
  if (typeof value !== 'object' || value === null) return 0
  return Object.values(value).reduce<number>((sum, inner) => sum + countShortened(inner), 0)
}

/** A value with a word for whoever edits the file, written as a comment just above it. */
export interface Noted<T> {
  value: T
  note: string
}

export const isNoted = (value: unknown): value is Noted<unknown> =>
  typeof value === 'object' && value !== null && 'value' in value && 'note' in value
