import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postcss from 'postcss'
import type { UserConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { leftToRightOnly, leftToRightSite } from './left-to-right-only'

const process = async (css: string) =>
  (await postcss([leftToRightOnly()]).process(css, { from: undefined })).css

describe('a site that reads left to right only', () => {
  it('drops the rules for right-to-left text, and a media query left empty by it', async () => {
    const css = await process(
      [
        '.icon { scale: 1 }',
        ':dir(rtl) .icon { scale: -1 1 }',
        '@media (width > 1024px) { .nav:dir(rtl) { --way: -1 } }',
      ].join('\n'),
    )
    expect(css).toContain('.icon { scale: 1 }')
    expect(css).not.toContain('rtl')
    expect(css).not.toContain('@media')
  })

  it('keeps the other selectors of a rule, and every rule without one', async () => {
    const css = await process('.a:dir(rtl), .b { color: red }\n@media print { .c { color: blue } }')
    expect(css).toBe('.b { color: red }\n@media print { .c { color: blue } }')
  })
})

describe('which sites leave them out', () => {
  const rightToLeftRule = ':dir(rtl) .icon { scale: -1 1 }'

  /** `rightToLeftRule` as the build's styles come out for a site in `languages`. */
  async function builtFor(languages: readonly string[]): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'ltr-site-'))
    try {
      await writeFile(join(dir, 'site.yml'), `languages: [${languages.join(', ')}]\n`)
      const { css } = await (leftToRightSite(dir).config as () => Promise<UserConfig>)()
      const plugins = typeof css?.postcss === 'object' ? (css.postcss.plugins ?? []) : []
      return (await postcss(plugins).process(rightToLeftRule, { from: undefined })).css
    } finally {
      await rm(dir, { recursive: true })
    }
  }

  it('a site whose languages all read left to right', async () => {
    expect(await builtFor(['pt-BR', 'en'])).toBe('')
  })

  it('not a site with one language written right to left', async () => {
    expect(await builtFor(['en', 'ar', 'fr'])).toBe(rightToLeftRule)
  })
})
