/**
 * `virtual:<key>-filter.css`: the rules that show an index page filtered by its URL
 * (`/blog/?tag=react`, `/projects/?tech=docker`) from the first paint, with or without code.
 * The head script copies the chosen value onto `<html data-<key>-filter>`; these rules, one per
 * value in use, hide the items without it, show its count instead of the whole's and mark its
 * link as the chosen one. A value no item has matches no rule and filters nothing.
 */
import type { Plugin } from 'vite'
import { filterAttributes, type FilterKey } from '../../../src/lib/query-filter.ts'
import { virtualModule } from '../virtual-module.ts'

// A chosen link looks like a pressed chip.
const CHOSEN_LOOK =
  'border-color: var(--color-accent-strong); background: var(--color-accent-strong); color: var(--color-bg);'

export function filterCss(key: FilterKey, items: ReadonlyArray<readonly string[]>): string {
  const values = [...new Set(items.flat())].sort()
  if (values.length === 0) return ''
  const named = filterAttributes(key)
  const is = (attribute: string, value: string) => `[${attribute}=${JSON.stringify(value)}]`
  const scope = `.${named.scope}`
  const chosen = (value: string) => `:root${is(named.chosen, value)} ${scope}`
  const each = (rule: (value: string) => string) => values.map(rule).join(',\n')
  const inUse = values.map((value) => is(named.chosen, value)).join(', ')
  const anyChosen = `:root:is(${inUse}) ${scope}`
  const noneChosen = `:root:not(${inUse}) ${scope}`
  const hasNot = (value: string) => `:not([${named.values}~=${JSON.stringify(value)}])`
  return [
    `${each((value) => `${chosen(value)} [${named.values}]${hasNot(value)}`)} { display: none; }`,
    `${scope} [${named.count}]:not(${is(named.count, '')}) { display: none; }`,
    `${each((value) => `${chosen(value)} ${is(named.count, value)}`)} { display: block; }`,
    `${anyChosen} ${is(named.count, '')} { display: none; }`,
    `${noneChosen} [${named.clear}] { display: none; }`,
    `${noneChosen} ${is(named.link, '')},\n${each((value) => `${chosen(value)} ${is(named.link, value)}`)} { ${CHOSEN_LOOK} }`,
  ].join('\n')
}

/** Vite plugin: the rules above for `key`, from the checked content's `items`. */
export function filterStyles(
  key: FilterKey,
  items: () => Promise<ReadonlyArray<readonly string[]>>,
): Plugin {
  return virtualModule(`portfolio:${key}-filter-css`, `virtual:${key}-filter.css`, async () =>
    filterCss(key, await items()),
  )
}
