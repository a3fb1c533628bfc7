import { describe, expect, it } from 'vitest'
import { deferEntryScript, entryScriptUrl } from './deferred-entry'

const PAGE =
  '<html><head><title>x</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><p>hi</p></body></html>'
const LOADER = '(function(s){})(document.currentScript)'

describe('deferred entry script', () => {
  it('replaces the module entry with the inline loader, the URL on the tag', () => {
    const html = deferEntryScript(PAGE, LOADER)
    expect(html).not.toContain('type="module"')
    expect(html).toContain(`<script data-entry="/assets/index-abc.js">${LOADER}</script>`)
    expect(entryScriptUrl(html)).toBe('/assets/index-abc.js')
  })

  it('hands the stylesheet linked in <body> to the loader, and keeps it for pages without code', () => {
    const page = PAGE.replace(
      '</body>',
      '<link rel="stylesheet" crossorigin href="/assets/style-rest-1.css">\n</body>',
    )
    const html = deferEntryScript(page, LOADER)
    expect(html).toContain(
      `<script data-entry="/assets/index-abc.js" data-styles="/assets/style-rest-1.css">${LOADER}</script>`,
    )
    expect(html).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/style-rest-1.css"></noscript>',
    )
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1)
    expect(entryScriptUrl(html)).toBe('/assets/index-abc.js')
  })

  it("hands the loader the chunk of the page's own language's words", () => {
    const page = (lang: string) =>
      PAGE.replace('<html>', `<html lang="${lang}">`).replace(
        'crossorigin src',
        'crossorigin data-words-es="/assets/es-1.js" data-words-en="/assets/en-2.js" src',
      )
    expect(deferEntryScript(page('en'), LOADER)).toContain(
      `<script data-entry="/assets/index-abc.js" data-words="/assets/en-2.js">${LOADER}</script>`,
    )
    expect(deferEntryScript(page('es'), LOADER)).toContain('data-words="/assets/es-1.js"')
    expect(deferEntryScript(page('es'), LOADER)).not.toContain('en-2.js')
  })

  it('refuses a page with no entry, two entries, or module preloads', () => {
    expect(() => deferEntryScript('<html><head></head></html>', LOADER)).toThrow(/found 0/)
    const twice = PAGE.replace('</head>', '<script type="module" src="/b.js"></script></head>')
    expect(() => deferEntryScript(twice, LOADER)).toThrow(/found 2/)
    const preload = PAGE.replace('</head>', '<link rel="modulepreload" href="/c.js"></head>')
    expect(() => deferEntryScript(preload, LOADER)).toThrow(/preloads modules/)
  })
})
