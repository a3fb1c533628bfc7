/**
 * A line in the order a reader sees it, as pieces to draw left to right. pdfkit hands each
 * word to fontkit, which joins an Arabic word's letters and lays that word out right to left,
 * but pdfkit then sets the words side by side in the order they were typed: a right-to-left
 * line comes out with its words backwards and its dates and Latin names out of place. The
 * Unicode Bidirectional Algorithm (bidi-js) orders the line; each piece is cut so that fontkit
 * draws it the right way round.
 */
import bidiFactory from 'bidi-js'
import type { TextDirection } from '../../../../src/i18n/text-direction.ts'

const bidi = bidiFactory()

/**
 * Letters of the living right-to-left scripts fontkit lays out right to left by itself:
 * a piece of them goes to it in typed order, so it can join the letters before it turns them.
 */
export const RIGHT_TO_LEFT_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]/u
/** Marks and joiners belong to the letter before them, whatever their script. */
export const ATTACHED = /[\p{Script=Inherited}\u200c\u200d]/u

function joins(line: string, index: number): boolean {
  const character = line[index] ?? ''
  return RIGHT_TO_LEFT_LETTER.test(character) || ATTACHED.test(character)
}

/** Whether `text` has letters that need the bidirectional pass to be drawn in order. */
export function hasRightToLeft(text: string): boolean {
  return RIGHT_TO_LEFT_LETTER.test(text)
}

/**
 * The pieces of one line (no line break in it), left to right: a right-to-left word in its
 * typed order (fontkit turns it), anything else already in the order it is seen, brackets
 * mirrored where they read right to left. `direction` is the paragraph's, as on the page.
 */
export function visualPieces(line: string, direction: TextDirection): string[] {
  if (line === '') return []
  const levels = bidi.getEmbeddingLevels(line, direction)
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels)
  const order = bidi.getReorderedIndices(line, levels)
  const pieces: string[] = []
  let plain = ''
  const flush = () => {
    if (plain !== '') pieces.push(plain)
    plain = ''
  }
  for (let at = 0; at < order.length;) {
    const index = order[at] ?? 0
    // A word seen right to left: its characters come last to first.
    let end = at
    while (
      end < order.length &&
      order[end] === index - (end - at) &&
      joins(line, order[end] ?? 0)
    ) {
      end += 1
    }
    const word = line.slice(index - (end - at) + 1, index + 1)
    if (RIGHT_TO_LEFT_LETTER.test(word)) {
      flush()
      pieces.push(word)
      at = end
    } else {
      plain += mirrored.get(index) ?? line[index] ?? ''
      at += 1
    }
  }
  flush()
  return pieces
}
