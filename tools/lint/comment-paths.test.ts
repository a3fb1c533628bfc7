import { describe, expect, it } from 'vitest'
import { brokenCitations, commentsOf } from './comment-paths.ts'

const present = new Set([
  'packages/bifolio/src/app',
  'e2e/serve.ts',
  'packages/bifolio/server/app.ts',
])
const exists = (path: string) => present.has(path)

describe('the comment-path check', () => {
  it('reads the comments of a script, not its strings, regular expressions or templates', () => {
    const source = [
      '/** The header names scripts/gone/. */',
      "const url = 'https://example.com/scripts/x' // trailing note",
      'const re = /\\/\\/ not a comment/',
      'const text = `a ${re} // still a template`',
    ].join('\n')
    expect(commentsOf(source, 'x.ts')).toEqual([
      { line: 1, text: '/** The header names scripts/gone/. */' },
      { line: 2, text: '// trailing note' },
    ])
  })

  it('reads the comments of a stylesheet and of a shell script with their lines', () => {
    expect(commentsOf('a {}\n/* see tools/x/ */\n', 'a.css')).toEqual([
      { line: 2, text: '/* see tools/x/ */' },
    ])
    expect(commentsOf('set -e\necho "#no" # runs tools/y\n', '.ci/run')).toEqual([
      { line: 2, text: '# runs tools/y' },
    ])
  })

  it('fails on a path that is gone and passes one that exists, from the repository or the engine', () => {
    expect(brokenCitations('// built by scripts/look/ (src/app/)', '.', exists)).toEqual([
      'names scripts/look, which does not exist',
    ])
    expect(brokenCitations('// see e2e/serve.ts and server/app.ts.', '.', exists)).toEqual([])
  })

  it('resolves a relative path from the file that cites it', () => {
    expect(brokenCitations('// like ../server/app.ts', 'packages/bifolio/src', exists)).toEqual([])
    expect(brokenCitations('// like ../server/gone.ts', 'packages/bifolio/src', exists)).toEqual([
      'names ../server/gone.ts, which does not exist',
    ])
  })

  it('fails on a section of a document kept outside the repository', () => {
    expect(brokenCitations('// as CONTRACT §11 says', '.', exists)).toEqual([
      'cites "CONTRACT §", a document outside the repository',
    ])
  })

  it('leaves URLs, media types and installed packages alone', () => {
    const comment = '// https://example.com/scripts/a, text/html, ../node_modules/bifolio/schemas/x'
    expect(brokenCitations(comment, '.', exists)).toEqual([])
  })
})
