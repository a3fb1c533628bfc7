/**
 * `npm run lint`'s check that comments cite only what exists: a path named in a comment goes
 * stale the day its file moves, and a reader who follows it finds nothing. Reads every tracked
 * source file's comments and fails, one line per citation, on a repository path that is gone
 * or on a document that is not in the repository.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, extname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'

/** Top folders of the repository and of the engine: a comment token starting with one is a path. */
const PATH_ROOTS = [
  '.ci',
  'bench',
  'builder',
  'cli',
  'docs',
  'e2e',
  'e2e-edge',
  'e2e-engines',
  'migrations',
  'packages',
  'schemas',
  'scripts',
  'server',
  'shared',
  'sites',
  'src',
  'test',
  'tools',
]

/** Where a path in a comment may be rooted: the repository, the engine, the starter, a site. */
const BASES = ['.', 'packages/bifolio', 'packages/create-bifolio', 'sites/sample']

/** Documents kept outside the repository, which a reader of the code cannot open. */
const OUTSIDE_DOCUMENT = /\b(?:CONTRACT|SPEC|STYLE|DESIGN)(?:\.md)?\s*§/

const PATH_TOKEN = new RegExp(
  String.raw`(?<![\w.:/@-])(\.{1,2}/|(?:${PATH_ROOTS.join('|').replaceAll('.', '\\.')})/)[\w./@*{},\[\]<>-]*`,
  'g',
)

/** The comments of a source file with the line each starts on, by the file's kind. */
export function commentsOf(source: string, file: string): { line: number; text: string }[] {
  const kind = extname(file)
  if (['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx'].includes(kind)) return scriptComments(source)
  if (kind === '.css') {
    return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
      line: lineAt(source, match.index),
      text: match[0],
    }))
  }
  // Shell and YAML: a `#` that starts a line or follows a space.
  return source.split('\n').flatMap((text, index) => {
    const at = text.search(/(?:^|\s)#/)
    return at < 0 ? [] : [{ line: index + 1, text: text.slice(at).trimStart() }]
  })
}

function scriptComments(source: string): { line: number; text: string }[] {
  const file = ts.createSourceFile('x.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const ranges = new Map<number, ts.CommentRange>()
  const visit = (node: ts.Node): void => {
    const around = [
      ...(ts.getLeadingCommentRanges(source, node.pos) ?? []),
      ...(ts.getTrailingCommentRanges(source, node.end) ?? []),
    ]
    for (const range of around) ranges.set(range.pos, range)
    node.getChildren(file).forEach(visit)
  }
  visit(file)
  return [...ranges.values()]
    .sort((a, b) => a.pos - b.pos)
    .map((range) => ({ line: lineAt(source, range.pos), text: source.slice(range.pos, range.end) }))
}

function lineAt(source: string, index: number): number {
  let line = 1
  for (let at = source.indexOf('\n'); at !== -1 && at < index; at = source.indexOf('\n', at + 1)) {
    line++
  }
  return line
}

/** The citations in one comment that a reader could not follow. */
export function brokenCitations(
  comment: string,
  fileDir: string,
  exists: (path: string) => boolean,
): string[] {
  const problems: string[] = []
  const outside = OUTSIDE_DOCUMENT.exec(comment)
  if (outside) problems.push(`cites "${outside[0].trim()}", a document outside the repository`)
  for (const match of comment.matchAll(PATH_TOKEN)) {
    const path = cited(match[0])
    if (path && !resolves(path, fileDir, exists))
      problems.push(`names ${path}, which does not exist`)
  }
  return problems
}

/** The part of a token that names a file or folder: up to a glob, without closing punctuation. */
function cited(token: string): string | undefined {
  // `projects/<slug>/` is a pattern of paths, not a path.
  if (token.includes('<')) return undefined
  const plain = (token.split(/[*{[]/)[0] ?? '').replace(/[.,]+$/, '')
  const trimmed = plain.endsWith('/') ? plain.slice(0, -1) : plain
  return trimmed.includes('/') || trimmed.startsWith('.') ? trimmed : undefined
}

function resolves(path: string, fileDir: string, exists: (path: string) => boolean): boolean {
  // An installed package is there in the owner's site, not in this repository.
  if (path === '.' || path === '..' || path.includes('node_modules/')) return true
  if (path.startsWith('./') || path.startsWith('../')) return exists(join(fileDir, path))
  return BASES.some((base) => exists(join(base, path)))
}

/** Whether git ignores the path: build output and run-time data, which exist only once made. */
function isMadeAtRunTime(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path])
    return true
  } catch {
    return false
  }
}

const existsOrIsMade = (path: string) => existsSync(path) || isMadeAtRunTime(path)

const SOURCE_KINDS = /\.(?:[cm]?[jt]sx?|css|sh|ya?ml)$|^\.ci\/[^/.]+$/

function main(): void {
  const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => SOURCE_KINDS.test(file) && !file.includes('/fixtures/'))
  const lines: string[] = []
  for (const file of files) {
    if (!existsSync(file)) continue
    for (const comment of commentsOf(readFileSync(file, 'utf8'), file)) {
      for (const problem of brokenCitations(comment.text, dirname(file), existsOrIsMade)) {
        lines.push(`${file}:${comment.line}: a comment ${problem}`)
      }
    }
  }
  for (const line of lines) console.error(line)
  if (lines.length > 0) {
    console.error(`\n${lines.length} comment(s) cite what a reader cannot open; say why instead.`)
    process.exit(1)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main()
