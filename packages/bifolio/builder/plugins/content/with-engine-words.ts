/**
 * An owner's words file over the engine's words in its language: every word the owner wrote
 * wins, a group merged key by key, a list or a text whole. The engine's words of a part the
 * site does not use stay out unless the owner wrote that part, as they would have without them.
 */
import type { EngineWords } from '../../../src/words/engine-words.ts'

type Tree = Record<string, unknown>

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function merged(engine: unknown, owner: unknown): unknown {
  if (owner === undefined) return engine
  if (!isTree(engine) || !isTree(owner)) return owner
  const keys = new Set([...Object.keys(engine), ...Object.keys(owner)])
  return Object.fromEntries([...keys].map((key) => [key, merged(engine[key], owner[key])]))
}

function at(tree: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((value, key) => (isTree(value) ? value[key] : undefined), tree)
}

function without(tree: Tree, [key, ...rest]: readonly string[]): Tree {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([name, inner]) => {
      if (name !== key) return [[name, inner]]
      if (rest.length === 0) return []
      return [[name, isTree(inner) ? without(inner, rest) : inner]]
    }),
  )
}

/**
 * `owner` (a words file as read) over `engine`, the engine's words in its language, with the
 * `unused` parts' engine words left out where the owner wrote none. No engine words: as read.
 */
export function withEngineWords(
  owner: unknown,
  engine: EngineWords | undefined,
  unused: readonly (readonly string[])[],
): unknown {
  if (!engine) return owner
  const base = unused
    .filter((path) => at(owner, path) === undefined)
    .reduce<Tree>((tree, path) => without(tree, path), engine)
  return merged(base, owner ?? {})
}
