/**
 * Splits a Markdown file into its YAML front matter and its body. The body keeps its line
 * numbers relative to the file (`bodyLine`), so errors in it can point at the right line.
 */
import { parseYaml } from './yaml-problem.ts'

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
  // The fence line comes before the YAML.
  const parsed = parseYaml(match[1] ?? '', file, 2)
  if ('problem' in parsed) return { ok: false, problem: parsed.problem }
  const bodyLine = match[0].split('\n').length
  return { ok: true, data: parsed.value ?? {}, body: text.slice(match[0].length), bodyLine }
}
