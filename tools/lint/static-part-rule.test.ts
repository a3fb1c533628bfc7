import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'
import staticParts from './static-part-rule.js'

// A table of two parts, the banner static and the form an island, as the engine declares them.
const dir = mkdtempSync(join(tmpdir(), 'static-parts-'))
const table = join(dir, 'page-parts.ts')
writeFileSync(
  table,
  `export const PAGE_PARTS = {
    banner: { mode: 'static', loader: () => import('./banner') },
    form: { mode: 'visible', loader: () => import('./form') },
  } as const`,
)

function problems(file: string, code: string): string[] {
  const linter = new Linter({ cwd: dir })
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.tsx'],
          languageOptions: {
            parser: tseslint.parser,
            parserOptions: { ecmaFeatures: { jsx: true } },
          },
          plugins: { portfolio: staticParts },
          rules: { 'portfolio/static-part-code': ['error', { table }] },
        },
      ],
      join(dir, file),
    )
    .map((message) => message.message)
}

const banner = `import { useState } from 'react'
export default function Banner({ words }: { words: string }) {
  const [open, setOpen] = useState(false)
  return <button type="button" onClick={() => setOpen(!open)}>{words}</button>
}`

describe('portfolio/static-part-code', () => {
  it('refuses state and an event handler in a static part, naming each', () => {
    expect(problems('banner.tsx', banner)).toEqual([
      expect.stringContaining('useState does nothing in a static part'),
      expect.stringContaining('onClick never fires in a static part'),
    ])
  })

  it('takes the same code in an island', () => {
    expect(problems('form.tsx', banner)).toEqual([])
  })

  it('takes the words a static part reads, and a component prop named on…', () => {
    const reading = `export default function Banner() {
      const words = usePartWords(bannerWords)
      return <Card onFirstScreen={true}>{words.title}</Card>
    }`
    expect(problems('banner.tsx', reading)).toEqual([])
  })
})
