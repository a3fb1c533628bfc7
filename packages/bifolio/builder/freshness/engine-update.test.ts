import { describe, expect, it } from 'vitest'
import { updateNotice } from './engine-update'

const CHANGELOG = `# Changelog

## Unreleased

## 1.2.0

- A tagline in the footer, \`tagline\` in profile.json.

## 1.1.0

- Articles.

- Fixed: the reading bar.

## 1.0.0

- The first release.
`

const notice = (previous: string | undefined, current: string, text = CHANGELOG) =>
  updateNotice(previous, current, text, 'node_modules/bifolio/CHANGELOG.md')

describe('the first build on another engine', () => {
  it('says nothing on the first build ever, nor on the same engine', () => {
    expect(notice(undefined, '1.2.0')).toEqual([])
    expect(notice('1.2.0', '1.2.0')).toEqual([])
  })

  it('names both versions and every entry between them, newest first', () => {
    expect(notice('1.0.0', '1.2.0')).toEqual([
      'bifolio 1.0.0 → 1.2.0, what came since the last build:',
      '  1.2.0',
      '    - A tagline in the footer, `tagline` in profile.json.',
      '  1.1.0',
      '    - Articles.',
      '    - Fixed: the reading bar.',
    ])
  })

  it('says so when the CHANGELOG has no entry for the new version', () => {
    expect(notice('1.2.0', '1.3.0')).toEqual([
      'bifolio 1.2.0 → 1.3.0: its CHANGELOG names no changes between them',
    ])
  })

  it('names an earlier engine as one', () => {
    expect(notice('1.2.0', '1.1.0')).toEqual([
      'bifolio 1.2.0 → 1.1.0: an earlier version than the one of the last build',
    ])
  })

  it('leaves a long history to the file, saying how much more it holds', () => {
    const entries = Array.from({ length: 60 }, (_, index) => `- Change ${index + 1}.`)
    const lines = notice('1.0.0', '2.0.0', `## 2.0.0\n\n${entries.join('\n')}\n\n## 1.0.0\n`)
    expect(lines.length).toBeLessThan(45)
    expect(lines.at(-1)).toBe(
      `  … ${61 - (lines.length - 2)} more lines in node_modules/bifolio/CHANGELOG.md`,
    )
  })
})
