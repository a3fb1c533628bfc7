/**
 * `virtual:tag-filter.css`: a shared link to a filtered articles index (`/blog/?tag=react`)
 * paints filtered. The head script copies `?tag=` onto `<html data-tag-filter>` before the
 * first paint (src/theme/head-script.ts); these rules, made from the topics in use, hide the
 * articles without the chosen topic, show its count instead of the whole's, and mark its link.
 * A topic no article has matches no rule and filters nothing.
 */
import type { Plugin } from 'vite'
import { virtualModule } from '../../virtual-module.ts'

const MODULE_ID = 'virtual:tag-filter.css'

const quoted = (tag: string) => JSON.stringify(tag)

export function tagFilterCss(posts: ReadonlyArray<{ tags: readonly string[] }>): string {
  const tags = [...new Set(posts.flatMap((post) => post.tags))].sort()
  if (tags.length === 0) return ''
  const chosen = (tag: string) => `:root[data-tag-filter=${quoted(tag)}]`
  const each = (rule: (tag: string) => string) => tags.map(rule).join(',\n')
  const anyChosen = `:root:is(${tags.map((tag) => `[data-tag-filter=${quoted(tag)}]`).join(', ')})`
  return [
    `${each((tag) => `${chosen(tag)} .blog-index__entry:not([data-tags~=${quoted(tag)}])`)} { display: none; }`,
    `${each((tag) => `${chosen(tag)} .tag-filter__count[data-count-for=${quoted(tag)}]`)} { display: block; }`,
    `${anyChosen} .tag-filter__count[data-count-for=''] { display: none; }`,
    `${each((tag) => `${chosen(tag)} .tag-filter__tag[data-tag-link=${quoted(tag)}]`)} { border-color: var(--color-accent-strong); background: var(--color-accent-strong); color: var(--color-bg); }`,
    `${anyChosen} .tag-filter__tag[data-tag-link=''] { border-color: var(--color-border); background: var(--color-surface); color: var(--color-text); }`,
  ].join('\n')
}

/** Vite plugin: the rules above, from the checked articles. */
export function tagFilterStyles(content: {
  posts: () => Promise<ReadonlyArray<{ entry: { tags: readonly string[] } }>>
}): Plugin {
  return virtualModule('portfolio:tag-filter-css', MODULE_ID, async () =>
    tagFilterCss((await content.posts()).map((post) => post.entry)),
  )
}
