/**
 * Values as YAML nodes written the way the starter's files are: small maps on one line
 * (`{es: …, en: …}`), lists of ids on one line, longer lists one item a line; and a text the
 * CV had to shorten with its whole wording in a comment just above it.
 */
import { Pair, Scalar, YAMLMap, YAMLSeq } from 'yaml'
import { isNoted, isShortened } from '../resume/fit.ts'

/** Up to this many characters, a map of plain texts stays on its key's line. */
const FLOW_MAP_MAX_CHARS = 90

const isPlainScalar = (node: unknown): node is Scalar =>
  node instanceof Scalar && !node.commentBefore

function mapNode(value: Record<string, unknown>): YAMLMap {
  const map = new YAMLMap()
  for (const [key, inner] of Object.entries(value)) {
    const keyNode = new Scalar(key)
    const valueNode = toNode(inner)
    if (valueNode.commentBefore) {
      // Above the key, where a reader sees it, rather than between the key and its value.
      keyNode.commentBefore = valueNode.commentBefore
      valueNode.commentBefore = undefined
    }
    map.add(new Pair(keyNode, valueNode))
  }
  const pairs = map.items
  const length = pairs.reduce((sum, pair) => sum + String((pair.value as Scalar).value).length, 0)
  map.flow =
    pairs.every((pair) => isPlainScalar(pair.value) && !(pair.key as Scalar).commentBefore) &&
    length <= FLOW_MAP_MAX_CHARS
  return map
}

export function toNode(value: unknown): Scalar | YAMLMap | YAMLSeq {
  if (isShortened(value)) {
    const node = new Scalar(value.text)
    node.commentBefore = ` Shortened to fit the CV; the resume's words in full: ${value.full}`
    return node
  }
  if (isNoted(value)) {
    const node = toNode(value.value)
    node.commentBefore = ` ${value.note}`
    return node
  }
  if (Array.isArray(value)) {
    const seq = new YAMLSeq()
    seq.items = value.map(toNode)
    // Ids read best on one line: [html, css, react].
    seq.flow = value.every((item) => typeof item === 'string' && /^[\w-]+$/.test(item))
    return seq
  }
  if (typeof value === 'object' && value !== null) return mapNode(value as Record<string, unknown>)
  return new Scalar(value)
}
