import { describe, expect, it } from 'vitest'
import { FIRST_SCREEN_END } from '../../../src/lib/page-markers'
import { criticalCss, firstScreenHtml, inlineCriticalCss, remainingCss } from './critical-css'
import { pageClasses } from './page-classes'

const PAGE = [
  '<html lang="es" class="ES"><head><title>x</title>',
  '<link rel="stylesheet" crossorigin href="/assets/style.css"></head>',
  '<body><nav class="nav-bar"><a class="nav-bar__link is-current">a</a></nav>',
  '<header class="hero"><h1>Hi</h1><svg class="logo--react"></svg></header>',
  `<main><section class="skills"><h2 class="skills__title" ${FIRST_SCREEN_END}="">S</h2>`,
  '<p class="skills__tile">b</p></section></main>',
  '</body></html>',
].join('')

const CSS = [
  ':root{--a:1}:root.dark{--a:2}body{margin:0}',
  '.nav-bar{display:flex}.nav-bar__link.is-current,.skills__tile .nav-bar__link{color:red}',
  '.hero h1{font-size:3rem}.skills{display:grid}.skills__tile{padding:1px}',
  '.ES .hero{lang:es}.nav-bar__link:hover{color:blue}',
  '@media (hover:hover){.hero a:hover,.hero a:focus-visible{color:green}}.hero a:active{top:1px}',
  '.hero a:not(:hover){opacity:.9}',
  '@media (min-width:60rem){.hero{display:grid}.skills{gap:1rem}}',
  '@media print{.nav-bar{display:none}}',
  '@font-face{font-family:P;src:url(p.woff2)}@keyframes spin{to{rotate:1turn}}',
  '.hero h1{animation:spin 2s}@keyframes fade{to{opacity:0}}.skills__tile{animation:fade 1s}',
  '@keyframes wave{to{rotate:9deg}}.nav-bar{--enter:wave .2s}',
  '@font-face{font-family:P;src:url(p-extension.woff2);unicode-range:U+C7,U+E7}',
  '.hero{mask-image:linear-gradient(#000,transparent)}',
  '.logo--react{background-color:currentColor;mask-image:url(/logos.svg#react)}',
].join('')

/** The page as prerendered, with no code that sets a class of its own. */
const ALL_OF_PAGE = pageClasses([PAGE], [])

describe('critical CSS', () => {
  it('takes the body up to the end of the element the page marks as the first screen', () => {
    const screen = firstScreenHtml(PAGE)
    expect(screen).toContain('class="hero"')
    expect(screen).toContain('class="skills"')
    expect(screen).toContain('skills__title')
    expect(screen).not.toContain('skills__tile')
  })

  it('follows the mark, whatever element carries it and whatever it holds', () => {
    const page = [
      '<html><body><header class="hero"><div class="a" ',
      `${FIRST_SCREEN_END}=""><div class="b"></div><div class="c"></div></div>`,
      '<div class="later"></div></header><section class="d"><h2>T</h2></section></body></html>',
    ].join('')
    const screen = firstScreenHtml(page)
    expect(screen).toContain('class="c"')
    expect(screen).not.toContain('later')
  })

  it('takes the whole body when the page marks nothing, as the 404 page does', () => {
    const page = '<html><body><main class="a"><section><h2>T</h2><p class="b"></p></section>'
    expect(firstScreenHtml(`${page}</main></body></html>`)).toContain('class="b"')
  })

  it('keeps the rules the first screen can match, and no print rules', () => {
    const css = criticalCss(CSS, firstScreenHtml(PAGE))
    expect(css).toContain(':root.dark{--a:2}')
    expect(css).toContain('body{margin:0}')
    expect(css).toContain('.nav-bar__link.is-current{color:red}')
    expect(css).toContain('.ES .hero{lang:es}')
    expect(css).toContain('@media (hover:hover){.hero a:focus-visible{color:green}}')
    // A link not hovered is the page at rest.
    expect(css).toContain('.hero a:not(:hover){opacity:.9}')
    expect(css).toContain('@media (min-width:60rem){.hero{display:grid}.skills{gap:1rem}}')
    expect(css).toContain('@font-face{font-family:P;src:url(p.woff2)}')
    // The keyframes its rules animate with, by name or through a custom property; not those
    // of what lies below.
    expect(css).toContain('@keyframes spin')
    expect(css).toContain('@keyframes wave')
    expect(css).not.toContain('@keyframes fade')
    // A face for letters no page draws comes with the others: declared later, it would have the
    // browser lay out the whole page again. A logo waits for the rest, though the first screen
    // shows one; a gradient mask does not.
    expect(css).toContain(
      '@font-face{font-family:P;src:url(p-extension.woff2);unicode-range:U+C7,U+E7}',
    )
    expect(css).not.toContain('logo--react')
    expect(css).toContain('.hero{mask-image:linear-gradient(#000,transparent)}')
    // The first section's frame and title, which a tall window shows under the hero; not
    // what the section holds.
    expect(css).toContain('.skills{display:grid}')
    expect(css).not.toContain('skills__tile')
    expect(css).not.toContain('print')
    // The page at rest: what a pointer's hover or press draws comes with the rest.
    for (const state of ['.nav-bar__link:hover', '.hero a:hover', '.hero a:active'])
      expect(css).not.toContain(state)
  })

  it('hides nothing: what follows the first screen shows in plain flow until the rest arrives', () => {
    const css = criticalCss(CSS, firstScreenHtml(PAGE))
    expect(css).not.toMatch(/display:\s*none/)
  })

  it('leaves the rest, and only the rest, to the stylesheet linked after the content', () => {
    const rest = remainingCss(CSS, firstScreenHtml(PAGE), ALL_OF_PAGE)
    expect(rest).toContain('.skills__tile .nav-bar__link{color:red}')
    expect(rest).toContain('.skills__tile{padding:1px}')
    expect(rest).toContain('.nav-bar__link:hover{color:blue}')
    expect(rest).toContain('@media (hover:hover){.hero a:hover{color:green}}')
    expect(rest).toContain('.hero a:active{top:1px}')
    expect(rest).toContain('@media print{.nav-bar{display:none}}')
    expect(rest).toContain('@keyframes fade{to{opacity:0}}')
    expect(rest).toContain(
      '.logo--react{background-color:currentColor;mask-image:url(/logos.svg#react)}',
    )
    // Nothing the first screen has inline already: no tokens, no body, no faces.
    for (const inline of [
      ':root',
      'body{',
      '.hero{',
      '.hero h1',
      '@font-face',
      '@keyframes spin',
      '@keyframes wave',
      'is-current',
    ])
      expect(rest).not.toContain(inline)
  })

  it('inlines the first screen rules and links the rest at the end of <body>', () => {
    const { html, rest } = inlineCriticalCss(
      PAGE,
      (href) => (href === '/assets/style.css' ? CSS : ''),
      ALL_OF_PAGE,
    )
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<style>')
    expect(head).not.toContain('rel="stylesheet"')
    expect(rest?.href).toMatch(/^\/assets\/style-rest-[0-9a-f]{10}\.css$/)
    expect(rest?.css).toBe(remainingCss(CSS, firstScreenHtml(PAGE), ALL_OF_PAGE))
    expect(rest?.from).toBe('/assets/style.css')
    expect(html).toContain(`<link rel="stylesheet" crossorigin href="${rest?.href}">\n</body>`)
  })

  it('leaves out of the rest the rules no state of the page can match', () => {
    const css = [
      '.skills__tile{padding:1px}.article__body{margin:0}.nav-bar__link.is-open{color:red}',
      '.toast{top:0}.divider--vertical{width:1px}.skills__tile:not(.is-empty){gap:1px}',
      '.skills__tile:is(.a,.b){gap:2px}[href$=".pdf"]{color:red}',
      '@media print{.skills__tile{color:#000}.article__body{color:#000}}',
    ].join('')
    // The code the page runs names a toast whole and a divider in pieces joined at run time.
    const canHold = pageClasses([PAGE], ['toast', 'divider--', 'direction'])
    const rest = remainingCss(css, firstScreenHtml(PAGE), canHold)
    expect(rest).toContain('.skills__tile{padding:1px}')
    expect(rest).toContain('.toast{top:0}')
    expect(rest).toContain('.divider--vertical{width:1px}')
    // A class that must be absent, or one of several, or a dot in an attribute's value is no
    // class the page must hold.
    expect(rest).toContain('.skills__tile:not(.is-empty){gap:1px}')
    expect(rest).toContain('.skills__tile:is(.a,.b){gap:2px}')
    expect(rest).toContain('[href$=".pdf"]{color:red}')
    expect(rest).toContain('@media print{.skills__tile{color:#000}}')
    // Another kind of page's rules, and a state no code of this page sets.
    expect(rest).not.toContain('article__body')
    expect(rest).not.toContain('is-open')
  })

  it('keeps for the language switch the classes of the page in the other language', () => {
    const english = PAGE.replace('class="skills__tile"', 'class="skills__tile skills__tile--en"')
    const css = '.skills__tile--en{order:1}'
    expect(remainingCss(css, firstScreenHtml(PAGE), ALL_OF_PAGE)).toBe('')
    expect(remainingCss(css, firstScreenHtml(PAGE), pageClasses([PAGE, english], []))).toBe(css)
  })
})
