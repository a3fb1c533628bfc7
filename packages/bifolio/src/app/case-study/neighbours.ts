/**
 * The projects a case study leads on to. Three or more read as a loop, so every page has both;
 * with two, each page links only to the other, once, in its direction; one has none.
 */
export function neighbours<T>(list: readonly T[], index: number): { previous?: T; next?: T } {
  const count = list.length
  if (count >= 3) {
    return { previous: list[(index - 1 + count) % count], next: list[(index + 1) % count] }
  }
  return { previous: list[index - 1], next: list[index + 1] }
}
