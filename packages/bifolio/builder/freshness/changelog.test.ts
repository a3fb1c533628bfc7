import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { enginePath, engineVersion } from '../paths/engine'
import { changelogSections, changesBetween, compareVersions } from './changelog'

const CHANGELOG = `# Changelog

What each version changes.

## Unreleased

- Something not released yet.

## 1.2.0

- A new field, with a default.

- Fixed: a second paragraph of entries.

## 1.1.1

- Fixed: a typo.

## 1.1.0

- Articles.
  Written as a case study's body.

## 1.0.0

The first release.
`

describe('the CHANGELOG, read as versions', () => {
  it('has a section per version, Unreleased aside, each without its surrounding blank lines', () => {
    expect(changelogSections(CHANGELOG)).toEqual([
      {
        version: '1.2.0',
        lines: ['- A new field, with a default.', '', '- Fixed: a second paragraph of entries.'],
      },
      { version: '1.1.1', lines: ['- Fixed: a typo.'] },
      { version: '1.1.0', lines: ['- Articles.', "  Written as a case study's body."] },
      { version: '1.0.0', lines: ['The first release.'] },
    ])
  })

  it('gives the versions after the old one up to the new one, newest first', () => {
    const versions = (from: string, to: string) =>
      changesBetween(CHANGELOG, from, to).map(({ version }) => version)
    expect(versions('1.0.0', '1.2.0')).toEqual(['1.2.0', '1.1.1', '1.1.0'])
    expect(versions('1.1.0', '1.1.1')).toEqual(['1.1.1'])
    expect(versions('1.0.0', '1.1.5')).toEqual(['1.1.1', '1.1.0'])
    expect(versions('1.2.0', '1.2.0')).toEqual([])
    expect(versions('1.2.0', '1.3.0')).toEqual([])
  })

  it('orders versions by number, a pre-release before its release', () => {
    const sorted = ['1.10.0', '1.2.0', '1.2.0-beta.2', '1.2.0-beta.10', '0.9.9', '2.0.0']
    sorted.sort(compareVersions)
    expect(sorted).toEqual(['0.9.9', '1.2.0-beta.2', '1.2.0-beta.10', '1.2.0', '1.10.0', '2.0.0'])
  })

  it("holds the engine's own version, and only versions and Unreleased as its sections", () => {
    const text = readFileSync(enginePath('CHANGELOG.md'), 'utf8')
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? '')
    const versions = changelogSections(text).map(({ version }) => version)
    expect(headings).toEqual(['Unreleased', ...versions])
    expect(versions).toContain(engineVersion())
    expect([...versions].sort((a, b) => compareVersions(b, a))).toEqual(versions)
  })
})
