/**
 * The owner's TypeScript files type-checked as `npm run typecheck` would, so that what the
 * editor underlines (a text missing in both languages, a word where a list belongs) also stops
 * the build and shows in the dev server, as one line per problem: `file:line: what is wrong`.
 */
import { readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'

/** The files that only carry the owner's words and facts to the page. */
const PLUMBING = new Set([
  'index.ts',
  'words.ts',
  'navigation.ts',
  'owner.ts',
  'types.ts',
  'ids.ts',
  'fill-facts.ts',
])

/**
 * TypeScript's most specific reason, in one line, with the long spelled-out types in it
 * (the whole words object) shortened: `Property 'skipLink' is missing … in type 'Messages'`.
 */
function oneLine(message: string | ts.DiagnosticMessageChain): string {
  let chain = message
  while (typeof chain !== 'string' && chain.next?.[0]) chain = chain.next[0]
  const text = typeof chain === 'string' ? chain : chain.messageText
  return text
    .replace(/\s+/g, ' ')
    .replace(/'\{[^']{40,}'/g, 'the words')
    .replace(/'"[^']{40,}'/g, 'the text')
    .trim()
}

export function typeProblems(contentDir: string): string[] {
  const root = resolve(contentDir)
  const project = resolve(root, '../..')
  const configPath = ts.findConfigFile(project, ts.sys.fileExists, 'tsconfig.json')
  const config = configPath
    ? ts.parseJsonConfigFileContent(
        ts.readConfigFile(configPath, ts.sys.readFile).config,
        ts.sys,
        project,
      )
    : undefined
  const files = readdirSync(root)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(root, name))
  // The declarations of the build's virtual modules, which `index.ts` imports.
  const declarations = (config?.fileNames ?? []).filter((name) => name.endsWith('.d.ts'))
  const program = ts.createProgram([...files, ...declarations], {
    ...config?.options,
    noEmit: true,
  })
  const inContent = (file?: ts.SourceFile) => file !== undefined && file.fileName.startsWith(root)
  const lines = ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => inContent(diagnostic.file))
    .map((diagnostic) => {
      const file = diagnostic.file as ts.SourceFile
      const { line } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
      const name = relative(root, file.fileName)
      return { name, line: `src/content/${name}:${line + 1}: ${oneLine(diagnostic.messageText)}` }
    })
  // A mistake in an owner's file shows again where the plumbing reads it: name it once.
  const owners = lines.filter(({ name }) => !PLUMBING.has(name))
  return (owners.length > 0 ? owners : lines).map(({ line }) => line)
}
