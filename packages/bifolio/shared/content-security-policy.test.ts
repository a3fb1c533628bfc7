import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, formOrigins, withPagePolicy } from './content-security-policy'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('contentSecurityPolicy', () => {
  it('pins every inline script by hash, skipping external scripts, and leaves styles to each page', () => {
    const csp = contentSecurityPolicy([
      '<head><script>a()</script><script type="module" src="/x.js"></script><style>p{}</style></head>',
      '<script>b()</script><script>a()</script><style>q{}</style>',
    ])
    expect(csp).toContain(`script-src 'self' ${[sha('a()'), sha('b()')].sort().join(' ')};`)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    // No page's style hash: the header is the same length whatever the number of pages.
    expect(csp).toContain("style-src 'self' 'unsafe-inline';")
    expect(csp).not.toContain(sha('p{}'))
  })

  it('leaves data blocks such as JSON-LD out, since the browser never runs them', () => {
    const csp = contentSecurityPolicy([
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      "<script type='text/javascript'>c()</script><script type=module>d()</script>",
    ])
    expect(csp).toContain(`script-src 'self' ${[sha('c()'), sha('d()')].sort().join(' ')};`)
    expect(csp).not.toContain(sha('{"@type":"Person"}'))
  })

  it("lets the pages send and post to their own origin only, when the form's action is a path", () => {
    const csp = contentSecurityPolicy(['<form method="post" action="/api/contact/form"></form>'])
    // Requests and fonts are held to the page's origin by the default, which nothing widens.
    expect(csp).toMatch(/^default-src 'self';/)
    expect(csp).not.toMatch(/connect-src|font-src/)
    expect(csp).toContain("form-action 'self';")
  })

  it('names the API origin the form posts to (PUBLIC_API_URL) in connect-src and form-action', () => {
    const csp = contentSecurityPolicy([
      '<form method="post" action="https://api.example.com/api/contact/form"></form>',
      "<form action='https://api.example.com/api/contact/form'>",
    ])
    expect(csp).toContain("connect-src 'self' https://api.example.com;")
    expect(csp).toContain("form-action 'self' https://api.example.com;")
    expect(csp).toContain("default-src 'self';")
  })

  it('reads the origin of absolute form actions only', () => {
    expect(
      formOrigins([
        '<form action="/api/contact/form">',
        '<form method=post action=https://b.example.com:8443/x>',
        '<form data-action="https://not.example.com/"><input formaction="https://no.example.com/">',
        '<FORM ACTION="HTTPS://A.example.com/api/contact/form">',
      ]),
    ).toEqual(['https://a.example.com', 'https://b.example.com:8443'])
  })
})

describe('withPagePolicy', () => {
  const page = (head: string, body = '') =>
    `<html><head><script>a()</script><meta charset="utf-8">${head}</head><body>${body}</body></html>`
  const policyOf = (html: string) =>
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1]

  it("pins the page's own inline styles, in a <meta> before the first of them", () => {
    const html = withPagePolicy(page('<style>p{}</style><style>q{}</style>'))
    expect(policyOf(html)).toBe(`style-src 'self' ${[sha('p{}'), sha('q{}')].sort().join(' ')}`)
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<style>'))
    // After the charset, which must stay in the first 1024 bytes.
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('Content-Security-Policy'))
  })

  it('allows no inline style on a page that has none, and style attributes only where there is one', () => {
    const bare = withPagePolicy(page('<title>x</title>'))
    expect(policyOf(bare)).toBe("style-src 'self'")
    expect(bare).toMatch(/<title>x<\/title><meta http-equiv/)
    const styled = withPagePolicy(page('<style>p{}</style>', '<div style="width:1px"></div>'))
    expect(policyOf(styled)).toBe(`style-src 'self' ${sha('p{}')}; style-src-attr 'unsafe-inline'`)
  })

  it('refuses a document without a head', () => {
    expect(() => withPagePolicy('<p>x</p>')).toThrow(/head/)
  })
})
