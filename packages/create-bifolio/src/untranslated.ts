/**
 * Words written in one language where another's belong, to translate. While the site's files
 * are made in memory such a text carries an invisible mark; the written file has the text as
 * it is, followed by the comment `# untranslated`. A comment is no part of the data, so the
 * engine never publishes the mark, the engine's check lists each marked value, and the owner
 * removes one by deleting its comment.
 */
import { isCollection, isScalar, visit, type Document } from 'yaml'

export const UNTRANSLATED_COMMENT = 'untranslated'

/** The starter's words an owner replaces (not translates): the engine's check lists them. */
export const PLACEHOLDER_MARK = 'TODO: '

export const placeholder = (text: string): string => `${PLACEHOLDER_MARK}${text}`

/** Never typed by anyone, and gone before a file is written. */
const MARK = '\u0000untranslated\u0000'

export const marked = (text: string): string => (text.startsWith(MARK) ? text : `${MARK}${text}`)

const isMarkable = (value: unknown): value is string =>
  typeof value === 'string' && !value.startsWith(MARK) && !value.startsWith(PLACEHOLDER_MARK)

/** Marks every text of `node` (not its keys), but a placeholder's, for translation. */
export function markAll(node: unknown): void {
  if (isScalar(node)) {
    if (isMarkable(node.value)) node.value = marked(node.value)
    return
  }
  if (!isCollection(node)) return
  visit(node, {
    Scalar(key, scalar) {
      if (key !== 'key' && isMarkable(scalar.value)) scalar.value = marked(scalar.value)
    },
  })
}

/** Turns the marks of a document into comments: `text # untranslated`. */
export function commentMarks(document: Document): void {
  visit(document, {
    Scalar(key, scalar, path) {
      const { value } = scalar
      if (key === 'key' || typeof value !== 'string' || !value.startsWith(MARK)) return
      scalar.value = value.slice(MARK.length)
      scalar.comment = scalar.comment
        ? ` ${UNTRANSLATED_COMMENT};${scalar.comment}`
        : ` ${UNTRANSLATED_COMMENT}`
      // A comment cannot follow a value inside `{…}` or `[…]` on one line: the map or list goes
      // one value a line, where each comment reads after its own.
      for (const ancestor of path) if (isCollection(ancestor)) ancestor.flow = false
    },
  })
}
