/**
 * Splits the built stylesheet in two for each prerendered page: the rules its first screen
 * needs, carried inline, and the rest that page can use, linked at the end of <body>, where it
 * blocks neither the first paint nor (being in the body) anything above it.
 */
import { createHash } from 'node:crypto'
import postcss, { type AtRule, type Container, type Rule } from 'postcss'
import { FIRST_SCREEN_END, markerIndex } from '../../../src/lib/page-markers.ts'
import { canMatch, classesIn, ROOT_CLASSES, type ClassTest } from './page-classes.ts'

/**
 * What paints first: the <html> element and the body up to the end of the element the page
 * marks with `FIRST_SCREEN_END`. The landing page marks the heading of its first titled section,
 * so its first screen is the navigation, the hero, what the owner puts next (a quote, or a
 * section whose frame and title a tall window shows under the hero); a page without the mark,
 * such as the 404, is a first screen whole.
 */
export function firstScreenHtml(html: string): string {
  const bodyStart = html.indexOf('<body')
  const htmlTag = /<html[^>]*>/.exec(html)?.[0] ?? ''
  return htmlTag + html.slice(bodyStart, firstScreenEnd(html, bodyStart))
}

/** The index just past the element marked `FIRST_SCREEN_END`, or undefined if none is. */
function firstScreenEnd(html: string, from: number): number | undefined {
  const start = markerIndex(html, FIRST_SCREEN_END, from)
  if (start === -1) return undefined
  const name = /^<([a-zA-Z][\w-]*)/.exec(html.slice(start))?.[1]
  if (!name) return undefined
  // The element ends where its tag closes, past any element of the same name inside it.
  const tags = new RegExp(`<(/?)${name}(?=[\\s>/])[^>]*>`, 'gi')
  tags.lastIndex = start
  let depth = 0
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1
    if (depth === 0) return tag.index + tag[0].length
  }
  // An element with no closing tag (an <img>, say) ends with its opening one.
  return html.indexOf('>', start) + 1
}

/**
 * What a pointer does to an element (hovering, pressing) is no part of the first paint, which
 * shows the page at rest: those rules come with the rest, asked for right after that paint.
 * A state negated (`:not(:hover)`) is the page at rest, and stays.
 */
function drawsPointerState(selector: string): boolean {
  return /:(hover|active)\b/.test(selector.replace(/:not\([^)]*\)/g, ''))
}

function selectorNeeded(selector: string, classes: Set<string>): boolean {
  if (drawsPointerState(selector)) return false
  const names = [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '')
  return names.every((name) => classes.has(name))
}

/**
 * Which part a rule goes to: the first screen's inline rules, or the rest the page can use
 * (`canHold` answers which classes any state of the page can hold; a rule naming another can
 * never match there and goes nowhere).
 */
type Part = { kind: 'first-screen' } | { kind: 'rest'; canHold: ClassTest }

/**
 * A rule that draws through the mask of an image file: a technology's logo (src/ui/icon-sets.ts),
 * beside words that name it. The first paint does without, and leaves that file off the first
 * screen's requests; a mask made of a gradient stays where its selector puts it.
 */
function masksWithFile(rule: Rule): boolean {
  return rule.nodes.some(
    (node) => node.type === 'decl' && node.prop.endsWith('mask-image') && /url\(/.test(node.value),
  )
}

/**
 * Keeps in `container` the rules of one part. A rule goes with the first screen when every
 * class it names appears there, unless it masks with an image file or draws a pointer's state
 * (or sits in `container` that goes whole to the rest); the rest keeps the others it can match.
 * Print rules go to the rest. Every face goes whole to the first screen, a font's extension
 * (a face with a `unicode-range`) too, and so do the keyframes named in `firstScreenKeyframes`;
 * the others go to the rest.
 */
function keepPart(
  container: Container,
  classes: Set<string>,
  part: Part,
  firstScreenKeyframes: ReadonlySet<string>,
  isWholeToRest = false,
): void {
  container.each((node) => {
    if (node.type === 'rule') {
      const rule = node as Rule
      const toRest = isWholeToRest || masksWithFile(rule)
      const kept = rule.selectors.filter((selector) => {
        const firstScreen = !toRest && selectorNeeded(selector, classes)
        return part.kind === 'first-screen'
          ? firstScreen
          : !firstScreen && canMatch(selector, part.canHold)
      })
      if (kept.length === 0) rule.remove()
      else rule.selectors = kept
    } else if (node.type === 'atrule') {
      const atRule = node as AtRule
      const printOnly = atRule.name === 'media' && /\bprint\b/.test(atRule.params)
      // A face declared late changes the page's set of faces, and Chromium then shapes and lays
      // out all its text again, though an extension's letters are drawn nowhere on the page: on
      // the landing page a second full layout in the task that applies the rest. Inline, an
      // extension costs a few hundred bytes and is fetched only when a letter in its range shows.
      const face = atRule.name === 'font-face'
      const keyframes = atRule.name === 'keyframes'
      const wholeToFirstScreen = face || (keyframes && firstScreenKeyframes.has(atRule.params))
      if (wholeToFirstScreen || keyframes) {
        if (wholeToFirstScreen !== (part.kind === 'first-screen')) atRule.remove()
      } else if (printOnly && part.kind === 'first-screen') {
        atRule.remove()
      } else if (atRule.nodes) {
        keepPart(atRule, classes, part, firstScreenKeyframes, isWholeToRest || printOnly)
        if (atRule.nodes.length === 0) atRule.remove()
      }
    }
  })
}

/**
 * The keyframes the first screen's rules animate with: those whose name is a word of one of
 * their values (an `animation`, or a custom property an animation reads). A dialog's, a
 * toast's or a spinner's come with the rest.
 */
function keyframesOfFirstScreen(css: string, classes: Set<string>): Set<string> {
  const root = postcss.parse(css)
  const names: string[] = []
  root.walkAtRules('keyframes', (atRule) => {
    names.push(atRule.params)
  })
  keepPart(root, classes, { kind: 'first-screen' }, new Set())
  const words = new Set<string>()
  root.walkDecls((decl) => {
    for (const word of decl.value.split(/[\s,()]+/)) words.add(word)
  })
  return new Set(names.filter((name) => words.has(name)))
}

/** One part of `css` for a page whose first screen is `html`, minified as the build left it. */
function cssPart(css: string, html: string, part: Part): string {
  const classes = classesIn(html)
  for (const name of ROOT_CLASSES) classes.add(name)
  const root = postcss.parse(css)
  keepPart(root, classes, part, keyframesOfFirstScreen(css, classes))
  root.walkComments((comment) => {
    comment.remove()
  })
  return root.toString().trim()
}

/**
 * The rules whose selectors can match an element of `html`. Nothing is hidden meanwhile: what
 * lies below shows in plain flow until the rest arrives, and stays readable if it never does.
 */
export function criticalCss(css: string, html: string): string {
  return cssPart(css, html, { kind: 'first-screen' })
}

/**
 * What the stylesheet linked after the content must still bring: every rule `criticalCss`
 * left out that can match the page in some state (`canHold`). Without the first screen's rules
 * (`:root` tokens, `body` and the like) applying it restyles only the sections it is for, not
 * the whole page; without the other kinds of page's rules it is a fraction of the whole.
 */
export function remainingCss(css: string, html: string, canHold: ClassTest): string {
  return cssPart(css, html, { kind: 'rest', canHold })
}

/** A stylesheet link as the build writes it; group 1 is its URL. */
export const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/

export interface SplitPage {
  html: string
  /**
   * The stylesheet the page now links at the end of <body>, to be written to `href`, and the
   * whole stylesheet it was cut from, which the page no longer links.
   */
  rest?: { href: string; css: string; from: string }
}

/**
 * Replaces the page's render-blocking stylesheet link with the rules its first screen needs,
 * inline, and links the rest the page can use (`canHold`) at the end of <body> as a file named by
 * its content (pages that need the same rest share it). `readCss` maps the link's URL to the
 * built file's text.
 */
export function inlineCriticalCss(
  html: string,
  readCss: (href: string) => string,
  canHold: ClassTest,
): SplitPage {
  const link = STYLESHEET_LINK.exec(html)
  if (!link?.[1]) return { html }
  const css = readCss(link[1])
  const screen = firstScreenHtml(html)
  const critical = criticalCss(css, screen)
  const restCss = remainingCss(css, screen, canHold)
  const hash = createHash('sha256').update(restCss).digest('hex').slice(0, 10)
  const href = link[1].replace(/[^/]+\.css$/, `style-rest-${hash}.css`)
  const restLink = link[0].replace(link[1], href)
  return {
    html: html
      .replace(link[0], () => `<style>${critical}</style>`)
      .replace('</body>', () => `${restLink}\n</body>`),
    rest: { href, css: restCss, from: link[1] },
  }
}
