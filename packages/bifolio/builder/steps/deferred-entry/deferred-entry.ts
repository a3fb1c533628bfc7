/**
 * Swaps the module `<script>` Vite writes into <head> for the inline loader of
 * src/app/entry-loader.ts, which fetches the same file once the first screen has painted, and
 * hands it the stylesheet linked in <body> too (kept in `<noscript>` for pages without code)
 * and the chunk of the page's language's words, which the template's entry tag names per
 * language (`data-words-es`, builder/plugins/content/plugin.ts).
 */
import { STYLESHEET_LINK } from '../critical-css/critical-css.ts'

const MODULE_ENTRY = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g

/** Swaps the page's one module entry for `loaderScript`; anything else is a build error. */
export function deferEntryScript(html: string, loaderScript: string): string {
  const entries = [...html.matchAll(MODULE_ENTRY)]
  if (entries.length !== 1) {
    throw new Error(`expected one module entry script in the page, found ${entries.length}`)
  }
  if (/<link[^>]*rel="modulepreload"/.test(html)) {
    throw new Error('the page preloads modules, which would fetch code before the first paint')
  }
  const [tag, src] = entries[0] as unknown as [string, string]
  const bodyStart = html.indexOf('<body')
  const head = html.slice(0, bodyStart)
  if (!head.includes(tag)) throw new Error('the module entry script is not in <head>')
  const body = html.slice(bodyStart)
  const styles = STYLESHEET_LINK.exec(body)
  const stylesAttribute = styles ? ` data-styles="${styles[1]}"` : ''
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]
  const words = lang ? new RegExp(`\\sdata-words-${lang}="([^"]+)"`).exec(tag)?.[1] : undefined
  const wordsAttribute = words ? ` data-words="${words}"` : ''
  const loader = `<script data-entry="${src}"${stylesAttribute}${wordsAttribute}>${loaderScript}</script>`
  return (
    head.replace(tag, () => loader) +
    (styles ? body.replace(styles[0], () => `<noscript>${styles[0]}</noscript>`) : body)
  )
}

/** The entry's URL in a page the build wrote. */
export function entryScriptUrl(html: string): string | undefined {
  return /<script data-entry="([^"]+)"[^>]*>/.exec(html)?.[1]
}
