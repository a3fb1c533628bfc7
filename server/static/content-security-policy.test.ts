import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './content-security-policy'

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

  it('allows style attributes only when the pages have one', () => {
    expect(contentSecurityPolicy(['<div style="width:1px"></div>'])).toContain(
      "style-src-attr 'unsafe-inline'",
    )
  })
})
