/**
 * The words of the code each kind of page can run in the browser, for the late stylesheet: a
 * class name the page's HTML lacks can still be set by that code (an island's other state, a
 * dialog, a toast, the theme's switch), and only a rule whose classes the HTML or those words
 * name can ever match there. Written beside the pages as `PAGE_KIND_WORDS_FILE`, which the
 * prerender step reads and removes.
 */
import type { Plugin } from 'vite'
import type { Route } from '../../src/i18n/routes.ts'
import { enginePath } from '../paths/engine.ts'

export const PAGE_KIND_WORDS_FILE = 'page-kind-words.json'

export type PageKindWords = Record<Route['kind'], string[]>

/** The router, which imports one module per kind of page and draws the one its route names. */
const ROUTER = enginePath('src/app/app.tsx')

const PAGE_MODULES: ReadonlyArray<readonly [Route['kind'], string]> = [
  ['page', enginePath('src/app/landing-page.tsx')],
  ['projects', enginePath('src/app/projects-index/projects-index-page.tsx')],
  ['project', enginePath('src/app/case-study/case-study-page.tsx')],
  ['blog', enginePath('src/app/blog/blog-index-page.tsx')],
  ['post', enginePath('src/app/blog/article-page.tsx')],
  ['not-found', enginePath('src/layout/not-found-page.tsx')],
]

interface ModuleGraph {
  imports: (id: string) => readonly string[]
  code: (id: string) => string
}

/**
 * Every word (a run of letters, digits, `-` and `_`) in the code reachable from `entries`, when
 * the router leads only to `kind`'s page: what the other kinds' pages import is not reached.
 */
export function wordsOfKind(
  graph: ModuleGraph,
  entries: readonly string[],
  kind: Route['kind'],
): Set<string> {
  const otherPages = new Set(PAGE_MODULES.filter(([other]) => other !== kind).map(([, id]) => id))
  const words = new Set<string>()
  const seen = new Set<string>()
  const stack = [...entries]
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue
    seen.add(id)
    for (const word of graph.code(id).match(/[\w-]+/g) ?? []) words.add(word)
    for (const next of graph.imports(id)) {
      if (!(id === ROUTER && otherPages.has(next))) stack.push(next)
    }
  }
  return words
}

export function pageKindWords(): Plugin {
  return {
    name: 'bifolio:page-kind-words',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return
      const code = new Map<string, string>()
      const entries: string[] = []
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        if (output.isEntry && output.facadeModuleId) entries.push(output.facadeModuleId)
        // A module whose own code the bundler does not give counts with its whole chunk's.
        for (const [id, module] of Object.entries(output.modules)) {
          code.set(id, module.code ?? output.code)
        }
      }
      const routed = this.getModuleInfo(ROUTER)
      const routerImports = [
        ...(routed?.importedIds ?? []),
        ...(routed?.dynamicallyImportedIds ?? []),
      ]
      // A page module the router no longer imports would leave its kind's words out unseen.
      for (const [, page] of PAGE_MODULES) {
        if (!routerImports.includes(page)) this.error(`the app's router no longer imports ${page}`)
      }
      const graph: ModuleGraph = {
        imports: (id) => {
          const info = this.getModuleInfo(id)
          return [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]
        },
        code: (id) => code.get(id) ?? '',
      }
      const words = Object.fromEntries(
        PAGE_MODULES.map(([kind]) => [kind, [...wordsOfKind(graph, entries, kind)].sort()]),
      )
      this.emitFile({
        type: 'asset',
        fileName: PAGE_KIND_WORDS_FILE,
        source: JSON.stringify(words),
      })
    },
  }
}
