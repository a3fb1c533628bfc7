/**
 * The class names a page can hold in any of its states: those of its HTML (and of the page in
 * the other language, which the language switch can draw in place), the theme's on <html>, and
 * any the code it runs can set. Code names a class whole (`'is-open'`) or in pieces joined at
 * run time (`` `divider--${direction}` ``): a word of the code ending in `-` or `_` may start a
 * class, one starting with either may end it.
 */

/** Every class name used in a piece of HTML. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>()
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

// The theme script sets these on <html> before the first paint, and the theme toggle later.
export const ROOT_CLASSES = ['light', 'dark']

const JOINS = /[-_]/

/** Whether a class named `name` can appear on a page showing `html` and running code of `words`. */
export type ClassTest = (name: string) => boolean

export function pageClasses(htmls: readonly string[], words: Iterable<string>): ClassTest {
  const whole = new Set<string>(ROOT_CLASSES)
  for (const html of htmls) for (const name of classesIn(html)) whole.add(name)
  const starts = new Set<string>()
  const ends = new Set<string>()
  for (const word of words) {
    whole.add(word)
    if (JOINS.test(word.at(-1) ?? '')) starts.add(word)
    if (JOINS.test(word[0] ?? '')) ends.add(word)
  }
  return (name) => {
    if (whole.has(name)) return true
    for (let at = 1; at < name.length; at++) {
      if (!JOINS.test(name[at - 1] ?? '') && !JOINS.test(name[at] ?? '')) continue
      if (starts.has(name.slice(0, at)) || ends.has(name.slice(at))) return true
    }
    return false
  }
}

/**
 * The class names an element must hold for `selector` to match it: those outside any brackets
 * or parentheses. A class inside `:not()` must be absent, one inside `:is()` or `:where()` is one
 * of several, and a `.` inside an attribute's value names no class, so none of them is required.
 */
function requiredClasses(selector: string): string[] {
  let bare = selector.replace(/\[[^\]]*\]/g, '')
  for (let inner = bare.replace(/\([^()]*\)/g, ''); inner !== bare;) {
    bare = inner
    inner = bare.replace(/\([^()]*\)/g, '')
  }
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '')
}

/** Whether `selector` can match an element of a page whose classes `canHold` answers for. */
export function canMatch(selector: string, canHold: ClassTest): boolean {
  return requiredClasses(selector).every(canHold)
}
