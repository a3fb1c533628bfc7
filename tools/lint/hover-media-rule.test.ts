import { fileURLToPath } from 'node:url'
import stylelint from 'stylelint'
import { describe, expect, it } from 'vitest'

// The rule alone, as stylelint.config.js enables it.
const config = {
  plugins: [fileURLToPath(new URL('./hover-media-rule.js', import.meta.url))],
  rules: { 'portfolio/hover-in-hover-media': true },
}

async function problems(code: string): Promise<string[]> {
  const { results } = await stylelint.lint({ code, config })
  return (results[0]?.warnings ?? []).map((warning) => warning.text)
}

describe('portfolio/hover-in-hover-media', () => {
  it('refuses a hover effect a tap on a phone would leave behind, naming its selector', async () => {
    expect(await problems('.card:hover { transform: translateY(-2px); }')).toEqual([
      expect.stringContaining('".card:hover" applies on a tap too'),
    ])
  })

  it('takes one inside @media (hover: hover), however deep', async () => {
    const nested = '@media (hover: hover) { @supports (color: red) { a:hover { color: red; } } }'
    expect(await problems(nested)).toEqual([])
    expect(
      await problems('@media (min-width: 40em) and (hover: hover) { a:hover { color: red; } }'),
    ).toEqual([])
  })

  it('refuses one inside another media query', async () => {
    expect(await problems('@media (min-width: 40em) { a:hover { color: red; } }')).toHaveLength(1)
  })
})
