/**
 * ESLint rule `portfolio/static-part-code`: a part of a page declared `static` in the table of
 * page parts is prerendered and never runs in the browser, in the built site as in development.
 * State, effects, refs and event handlers in its module would do nothing there, silently; this
 * refuses them, so the part is declared an island instead (`load`, `visible`, `interaction`).
 * Hooks that only read what the page renders with (`useLocale`, `usePartWords`, `useContext`,
 * `use`, `useId`) draw the same HTML on the server, and stay allowed.
 */
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import tseslint from 'typescript-eslint'

const DEFAULT_TABLE = 'packages/bifolio/src/app/page-parts.ts'

/** React's hooks that only do something in the browser. */
const BROWSER_HOOKS = new Set([
  'useState',
  'useReducer',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useEffectEvent',
  'useRef',
  'useCallback',
  'useMemo',
  'useTransition',
  'useDeferredValue',
  'useSyncExternalStore',
  'useImperativeHandle',
  'useActionState',
  'useOptimistic',
])

const EVENT_PROP = /^on[A-Z]/

const keyName = (property) => property.key?.name ?? property.key?.value

/** Calls `visit` on `node` and every node under it. */
function walk(node, visit) {
  visit(node)
  for (const [key, child] of Object.entries(node)) {
    if (key === 'parent') continue
    for (const item of Array.isArray(child) ? child : [child]) {
      if (item && typeof item.type === 'string') walk(item, visit)
    }
  }
}

/** The files of the static parts the table at `tablePath` declares, without extensions. */
function staticModules(tablePath) {
  const found = new Set()
  walk(tseslint.parser.parseForESLint(readFileSync(tablePath, 'utf8')).ast, (node) => {
    if (node.type !== 'ObjectExpression') return
    const props = node.properties.filter((property) => property.type === 'Property')
    const mode = props.find((property) => keyName(property) === 'mode')?.value
    const loader = props.find((property) => keyName(property) === 'loader')?.value
    if (mode?.value !== 'static' || !loader) return
    walk(loader, (inner) => {
      if (inner.type === 'ImportExpression' && typeof inner.source.value === 'string')
        found.add(resolve(dirname(tablePath), inner.source.value))
    })
  })
  return found
}

const cache = new Map()

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No state, effects or event handlers in a static page part' },
    schema: [
      { type: 'object', properties: { table: { type: 'string' } }, additionalProperties: false },
    ],
    messages: {
      hook: '{{name}} does nothing in a static part: the browser never runs its code. Declare the part an island (mode "load", "visible" or "interaction") in the table of page parts.',
      handler:
        '{{name}} never fires in a static part: the browser never runs its code. Use a link, or declare the part an island in the table of page parts.',
    },
  },
  create(context) {
    const table = resolve(context.cwd, context.options[0]?.table ?? DEFAULT_TABLE)
    if (!cache.has(table)) cache.set(table, staticModules(table))
    const file = context.filename.replace(/\.(tsx?|jsx?)$/, '')
    if (!cache.get(table).has(file)) return {}
    const hookName = (callee) =>
      callee.type === 'Identifier'
        ? callee.name
        : callee.type === 'MemberExpression' && !callee.computed
          ? callee.property.name
          : undefined
    return {
      CallExpression(node) {
        const name = hookName(node.callee)
        if (BROWSER_HOOKS.has(name)) context.report({ node, messageId: 'hook', data: { name } })
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined
        if (!name || !EVENT_PROP.test(name)) return
        const element = node.parent.name
        const onDomElement = element.type === 'JSXIdentifier' && /^[a-z]/.test(element.name)
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : null
        const isFunction =
          value?.type === 'ArrowFunctionExpression' || value?.type === 'FunctionExpression'
        if (onDomElement || isFunction)
          context.report({ node, messageId: 'handler', data: { name } })
      },
    }
  },
}

export default { rules: { 'static-part-code': rule } }
