/** The likely name a typo meant, for a line that says what is wrong and how to fix it. */
import { closest, distance } from 'fastest-levenshtein'

/** The known name `input` is a likely typo of, if one is close enough. */
function likelyName(input: string, known: readonly string[]): string | undefined {
  if (known.length === 0) return undefined
  // A name cut short (`about` for `about-me`) is far by letters but plainly meant.
  const longer = input.length >= 3 && known.find((name) => name.startsWith(input))
  if (longer && longer !== input) return longer
  const near = closest(input, [...known])
  const isClose = distance(input.toLowerCase(), near.toLowerCase()) <= Math.max(2, input.length / 3)
  return isClose && near !== input ? near : undefined
}

/** ` (did you mean "react"?)` when a known name is a likely typo of `input`, else nothing. */
export function suggestion(input: string, known: readonly string[], prefix = ''): string {
  const near = likelyName(input, known)
  return near === undefined ? '' : ` (did you mean "${prefix}${near}"?)`
}
