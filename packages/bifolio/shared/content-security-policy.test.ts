import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, formOrigins } from './content-security-policy'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('contentSecurityPolicy', () => {
  it('pins every inline script and style by hash, skipping external scripts', () => {
    const csp = contentSecurityPolicy([
      '<head><script>a()</script><script type="module" src="/x.js"></script><style>p{}</style></head>',
      '<script>b()</script><script>a()</script>',
    ])
    expect(csp).toContain(`script-src 'self' ${[sha('a()'), sha('b()')].sort().join(' ')};`)
    expect(csp).toContain(`style-src 'self' ${sha('p{}')};`)
    expect(csp).not.toContain('unsafe-inline')
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
    expect(csp).toContain("connect-src 'self';")
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

  it('allows style attributes only when the pages have one', () => {
    expect(contentSecurityPolicy(['<div style="width:1px"></div>'])).toContain(
      "style-src-attr 'unsafe-inline'",
    )
  })
})
