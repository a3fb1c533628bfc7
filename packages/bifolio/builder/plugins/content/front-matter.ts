/**
 * Splits a Markdown file into its YAML front matter and its body. The body keeps its line
 * numbers relative to the file (`bodyLine`), so errors in it can point at the right line.
 */
import { YAMLParseError, parse } from 'yaml'

export type FrontMatter =
  { ok: true; data: unknown; body: string; bodyLine: number } | { ok: false; problem: string }

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/

export function splitFrontMatter(text: string, file: string): FrontMatter {
  const match = FENCE.exec(text.replace(/^\uFEFF/, ''))
  if (!match) {
    return {
      ok: false,
      problem: `${file}: no front matter; the file must start with a line "---", the fields, then "---"`,
    }
  }
  const yaml = match[1] ?? ''
  try {
    const data: unknown = parse(yaml)
    const bodyLine = match[0].split('\n').length
    return { ok: true, data: data ?? {}, body: text.slice(match[0].length), bodyLine }
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error
    // +1: the fence line comes before the YAML.
    const line = (error.linePos?.[0]?.line ?? 0) + 1
    const reason = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '')
    const hint =
      error.code === 'BLOCK_AS_IMPLICIT_KEY' ? ' (put text that holds ": " in quotes)' : ''
    return {
      ok: false,
      problem: `${file}:${line}: the front matter is not valid YAML: ${reason}${hint}`,
    }
  }
}
