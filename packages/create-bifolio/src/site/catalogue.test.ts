import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { PAPER, THEME_SURFACES, weakest } from '../../test/engine.ts'
import { readCatalogue, technologyMatcher } from './catalogue.ts'
import { TEMPLATE_DIR } from './template.ts'

const CONTENT = join(TEMPLATE_DIR, 'content')
const require = createRequire(import.meta.url)

interface Entry {
  name: string
  icon: string
  color: string | { light: string; dark: string }
}

const entries = Object.entries(
  parse(readFileSync(join(CONTENT, 'technologies.yml'), 'utf8')) as Record<string, Entry>,
)

/** WCAG 2's minimum for icons and other graphics. */
const GRAPHICS_RATIO = 3

describe("the starter's technologies", () => {
  it('are a broad catalogue of common technologies', () => {
    expect(entries.length).toBeGreaterThanOrEqual(50)
  })

  it('name icons that the installed icon sets draw', () => {
    const missing = entries.filter(([, { icon }]) => {
      const [set = '', name = ''] = icon.split(':')
      const icons = require(`@iconify-json/${set}/icons.json`) as { icons: object }
      return !(name in icons.icons)
    })
    expect(missing.map(([id, { icon }]) => `${id}: ${icon}`)).toEqual([])
  })

  it('have colours that read at 3:1 on every background of each theme', () => {
    const backgrounds = {
      light: [...Object.values(THEME_SURFACES.light), PAPER],
      dark: Object.values(THEME_SURFACES.dark),
    }
    const faint = entries.flatMap(([id, { color }]) =>
      (['light', 'dark'] as const).flatMap((theme) => {
        const shade = typeof color === 'string' ? color : color[theme]
        const { ratio } = weakest(shade, backgrounds[theme])
        return ratio < GRAPHICS_RATIO
          ? [`${id} ${shade} in the ${theme} theme: ${ratio.toFixed(2)}`]
          : []
      }),
    )
    expect(faint).toEqual([])
  })
})

describe('a resume keyword', () => {
  it('names a technology by its id, its name or a usual spelling, whatever the case or spacing', async () => {
    const technologyOf = technologyMatcher(await readCatalogue(CONTENT))
    expect(['Node.js', 'NodeJS', 'node js', 'NODE'].map(technologyOf)).toEqual(
      Array(4).fill('node'),
    )
    expect(['PostgreSQL', 'Postgres', 'postgre sql'].map(technologyOf)).toEqual(
      Array(3).fill('postgresql'),
    )
    expect(
      ['C#', 'c++', 'Golang', 'K8s', 'React Native', 'Tailwind CSS'].map(technologyOf),
    ).toEqual(['csharp', 'cpp', 'go', 'kubernetes', 'react-native', 'tailwind'])
  })

  it('names nothing when the catalogue has no such technology', async () => {
    const technologyOf = technologyMatcher(await readCatalogue(CONTENT))
    expect(['Agile', 'REST', ''].map(technologyOf)).toEqual([undefined, undefined, undefined])
  })
})
