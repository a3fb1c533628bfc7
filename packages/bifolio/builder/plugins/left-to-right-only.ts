import type { Plugin as PostcssPlugin, Rule } from 'postcss'
import type { Plugin } from 'vite'
import { textDirection } from '../../src/i18n/text-direction.ts'
import { contentLanguages } from './content/content-languages.ts'

const RIGHT_TO_LEFT = ':dir(rtl)'

/** Takes the selectors for right-to-left text out of `rule`, and the rule if none is left. */
function dropRightToLeft(rule: Rule): void {
  if (!rule.selector.includes(RIGHT_TO_LEFT)) return
  const kept = rule.selectors.filter((selector) => !selector.includes(RIGHT_TO_LEFT))
  if (kept.length > 0) {
    rule.selectors = kept
    return
  }
  const parent = rule.parent
  rule.remove()
  // A media query that held only this rule goes with it.
  if (parent?.type === 'atrule' && parent.nodes?.length === 0) parent.remove()
}

/** Rules for right-to-left text left out: for a site whose every language reads left to right. */
export function leftToRightOnly(): PostcssPlugin {
  return { postcssPlugin: 'portfolio-left-to-right-only', Rule: dropRightToLeft }
}

/**
 * A site whose languages all read left to right ships no rule for right-to-left text. The
 * browsers a site supports before `:dir()` get each such rule as a list of every right-to-left
 * language (`:lang(ar), :lang(he)…`, 228 B), two of them in the landing page's first-screen
 * styles, which count against its first round trip.
 */
export function leftToRightSite(contentDir: string): Plugin {
  return {
    name: 'portfolio:left-to-right-site',
    async config() {
      const languages = await contentLanguages(contentDir)
      if (languages.some((tag) => textDirection(tag) === 'rtl')) return {}
      return { css: { postcss: { plugins: [leftToRightOnly()] } } }
    },
  }
}
