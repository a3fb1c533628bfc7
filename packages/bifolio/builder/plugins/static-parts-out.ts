/**
 * Takes the static parts' code out of the browser's bundle, in the build and in development:
 * the table of the page parts (src/app/page-parts.ts) loses every part whose mode is
 * `static`, so the bundler emits no chunk for it, and the entry keeps none of what only those
 * parts read, nor their declarations. The page keeps their prerendered HTML instead; the
 * prerenderer's bundle keeps their code and draws them.
 */
import { parseAst, type Plugin } from 'vite'
import { enginePath } from '../paths/engine.ts'

const PAGE_PARTS_FILE = enginePath('src/app/page-parts.ts')

interface Node {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

function keyName(property: Node): string | undefined {
  const key = property.key
  if (!isNode(key)) return undefined
  return typeof key.name === 'string'
    ? key.name
    : typeof key.value === 'string'
      ? key.value
      : undefined
}

/** The [start, end) of every static part's entry in `code`, its comma included. */
function staticEntries(code: string): Array<[number, number]> {
  const found: Array<[number, number]> = []
  const visit = (node: Node) => {
    const part = node.type === 'Property' ? node.value : undefined
    if (isNode(part) && part.type === 'ObjectExpression') {
      const mode = (part.properties as Node[]).find((property) => keyName(property) === 'mode')
      if (isNode(mode?.value) && mode.value.value === 'static') {
        const comma = /^\s*,/.exec(code.slice(node.end))?.[0].length ?? 0
        found.push([node.start, node.end + comma])
        return
      }
    }
    for (const child of Object.values(node)) {
      for (const item of Array.isArray(child) ? child : [child]) if (isNode(item)) visit(item)
    }
  }
  visit(parseAst(code, { lang: 'ts' }) as unknown as Node)
  return found
}

export function staticPartsOut(): Plugin {
  return {
    name: 'portfolio:static-parts-out',
    transform: {
      filter: { id: /src[\\/]app[\\/]page-parts\.ts$/ },
      handler(code, id) {
        if (id !== PAGE_PARTS_FILE || this.environment.config.consumer !== 'client') return
        let out = code
        // From the end, so the earlier ranges stay where they were.
        for (const [start, end] of staticEntries(code).reverse()) {
          out = out.slice(0, start) + out.slice(end)
        }
        return { code: out, map: null }
      },
    },
  }
}
