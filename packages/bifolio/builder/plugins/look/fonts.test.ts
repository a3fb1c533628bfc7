import { mkdtemp, mkdir, copyFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fallbacks, resolveFonts } from './fonts.ts'
import { SITE_CONTENT } from '../../../test/site-under-test.ts'

const require = createRequire(import.meta.url)
const options = { contentDir: SITE_CONTENT, resolve: require.resolve }

describe('the look’s fonts', () => {
  it('find a Fontsource family’s latin files for every weight drawn', () => {
    const { fonts, problems } = resolveFonts({ sans: 'inter', mono: 'fira-code' }, options)
    expect(problems).toEqual([])
    expect(fonts?.sans.family).toBe('Inter')
    expect(fonts?.mono.family).toBe('Fira Code')
    expect(fonts?.sans.files.map((file) => file.weight)).toEqual([400, 600, 700])
    expect(fonts?.sans.files[0]?.woff2).toMatch(
      /@fontsource\/inter\/files\/inter-latin-400-normal\.woff2$/,
    )
  })

  it('name the field, the package and the fix when a family is missing or lacks a weight', () => {
    const { problems } = resolveFonts({ sans: 'no-such-family', mono: 'inter' }, options)
    expect(problems).toEqual([
      'content/look.yml: "fonts"."sans" "no-such-family" is not an installed Fontsource family: run `npm install --save-dev @fontsource/no-such-family`',
    ])
    // Fira Code has no 800 or 900, but the mono needs only 400 and 700: it passes. Its
    // weights stop at 700, so as the sans it has 400, 600, 700 as well.
    expect(resolveFonts({ sans: 'fira-code', mono: 'fira-code' }, options).problems).toEqual([])
  })

  it('take a folder of the owner’s own files, and say which file is missing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'look-fonts-'))
    await mkdir(join(dir, 'fonts/brand'), { recursive: true })
    for (const weight of [400, 600]) {
      await copyFile(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`),
        join(dir, `fonts/brand/${weight}.woff2`),
      )
    }
    const font = { family: 'Brand Sans', dir: 'fonts/brand' }
    const { problems } = resolveFonts(
      { sans: font, mono: 'fira-code' },
      { ...options, contentDir: dir },
    )
    expect(problems).toEqual([
      'content/look.yml: "fonts"."sans" has no fonts/brand/700.woff2 in the content folder; the sans family needs 400, 600, 700',
    ])
    await copyFile(
      require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff2'),
      join(dir, 'fonts/brand/700.woff2'),
    )
    const found = resolveFonts({ sans: font, mono: 'fira-code' }, { ...options, contentDir: dir })
    expect(found.fonts?.sans).toMatchObject({ family: 'Brand Sans' })
    expect(found.fonts?.sans.files.map((file) => file.name)).toEqual([
      'brand-sans-400',
      'brand-sans-600',
      'brand-sans-700',
    ])
  })

  it('scale the fallback faces from the files: a wider family gets a larger size-adjust', async () => {
    const wide = resolveFonts({ sans: 'poppins', mono: 'jetbrains-mono' }, options).fonts
    const narrow = resolveFonts({ sans: 'inter', mono: 'fira-code' }, options).fonts
    if (!wide || !narrow) throw new Error('fonts not found')
    const [a, b] = await Promise.all([fallbacks(wide), fallbacks(narrow)])
    expect(a.sansRegular.sizeAdjust).toBeGreaterThan(b.sansRegular.sizeAdjust)
    // Monospaced families advance 0.6 em like Courier New: no scaling, only the line box.
    expect(a.mono.sizeAdjust).toBeCloseTo(100, 0)
    expect(b.mono.sizeAdjust).toBeCloseTo(100, 0)
    for (const metrics of [a.sansRegular, a.sansBold, b.sansRegular, b.mono]) {
      expect(metrics.ascent).toBeGreaterThan(50)
      expect(metrics.descent).toBeGreaterThan(10)
    }
    expect(a.internalNames).toEqual({ sans: 'Poppins', mono: 'JetBrains Mono' })
  })

  it('measure the sans fallbacks against the site’s own words when there are enough of them', async () => {
    const fonts = resolveFonts({ sans: 'inter', mono: 'fira-code' }, options).fonts
    if (!fonts) throw new Error('fonts not found')
    // Inter's "i" is relatively wider than Arial's, its "m" relatively narrower.
    const narrowLetters = 'illi '.repeat(60)
    const wideLetters = 'mwmw '.repeat(60)
    const [average, narrow, wide, short] = await Promise.all([
      fallbacks(fonts),
      fallbacks(fonts, narrowLetters),
      fallbacks(fonts, wideLetters),
      fallbacks(fonts, 'too short to say'),
    ])
    expect(narrow.sansRegular.sizeAdjust).not.toBe(wide.sansRegular.sizeAdjust)
    expect(short.sansRegular.sizeAdjust).toBe(average.sansRegular.sizeAdjust)
  })
})
