import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { buildSprite } from './icon-sprite'

const require = createRequire(import.meta.url)
const resolveJson = (id: string) => require.resolve(id)
const used = (...names: string[]) => new Map(names.map((name) => [name, 'src/x.tsx']))

describe('icon sprite', () => {
  it('holds one symbol per named icon, by the id the page refers to', () => {
    const sprite = buildSprite(used('lucide:mail', 'simple-icons:react'), resolveJson)
    expect(sprite.match(/<symbol /g)).toHaveLength(2)
    expect(sprite).toContain('<symbol id="lucide--mail" viewBox="0 0 24 24">')
    expect(sprite).toContain('id="simple-icons--react"')
    // Lucide draws with strokes: the attributes that make it visible survive optimisation.
    expect(sprite).toMatch(/<symbol id="lucide--mail"[^>]*><g [^>]*stroke="currentColor"/)
  })

  it('keeps path coordinates to two decimals', () => {
    const sprite = buildSprite(used('simple-icons:react'), resolveJson)
    const path = /<path [^>]*d="([^"]+)"/.exec(sprite)?.[1] ?? ''
    expect(path.length).toBeGreaterThan(100)
    expect(path).not.toMatch(/\.\d{3}/)
  })

  it('names the file that used an unknown icon', () => {
    expect(() => buildSprite(used('lucide:no-such-icon'), resolveJson)).toThrow(
      /src\/x\.tsx: there is no icon "lucide:no-such-icon"/,
    )
    expect(() => buildSprite(used('nope:thing'), resolveJson)).toThrow(/unknown icon set "nope"/)
  })
})
