import { describe, expect, it } from 'vitest'
import { builtFile } from './built-file.ts'

describe('builtFile', () => {
  it('finds a root-relative link under the folder', () => {
    expect(builtFile('/site', '/assets/app-1a2b.css')).toBe('/site/assets/app-1a2b.css')
  })

  it('drops the origin, the query and the hash', () => {
    expect(builtFile('/site', 'https://example.com/assets/x.js?v=2#y')).toBe('/site/assets/x.js')
  })

  it('reads a relative link from the root, and never climbs out of the folder', () => {
    expect(builtFile('dist/client', 'assets/x.js')).toBe('dist/client/assets/x.js')
    expect(builtFile('dist/client', '../../etc/passwd')).toBe('dist/client/etc/passwd')
  })
})
