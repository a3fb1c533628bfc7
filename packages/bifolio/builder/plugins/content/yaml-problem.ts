/**
 * YAML an owner wrote, parsed, or the one line that says where it breaks and, for the mistake
 * owners make most, how to write it: a value holding ": " reads as a second key unless quoted.
 */
import { parse, YAMLParseError } from 'yaml'

export type YamlResult = { value: unknown } | { problem: string }

/** The hint for `key: text: more`, the line rewritten with its value in quotes. */
function quoteHint(line: string): string {
  const match = /^(\s*(?:- )?[\w-]+):\s+(.*\S)\s*$/.exec(line)
  if (!match?.[1] || !match[2]) return ''
  const fixed = `${match[1].trim()}: ${JSON.stringify(match[2])}`
  return `; a value containing ": " must be quoted: ${fixed}`
}

/**
 * `source` as data; `file` names it in the problem, and `firstLine` is the file's line the
 * source starts on (front matter starts after its fence).
 */
export function parseYaml(source: string, file: string, firstLine = 1): YamlResult {
  try {
    // YAML 1.2's core schema: `2027-01-11` and `no` stay text, as an owner means them.
    return { value: parse(source) as unknown }
  } catch (error) {
    if (!(error instanceof YAMLParseError)) throw error
    const at = error.linePos?.[0]?.line ?? 1
    const reason = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '')
    const hint =
      error.code === 'BLOCK_AS_IMPLICIT_KEY' ? quoteHint(source.split('\n')[at - 1] ?? '') : ''
    return { problem: `${file}:${at + firstLine - 1}: not valid YAML: ${reason}${hint}` }
  }
}
