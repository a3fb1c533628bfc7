/**
 * Stylelint rule `portfolio/hover-in-hover-media`: a `:hover` rule sits inside
 * `@media (hover: hover)`. A phone keeps `:hover` on whatever was tapped last, so an effect
 * outside that query stays stuck on a tapped button or card until the next tap elsewhere.
 */
import stylelint from 'stylelint'

const {
  createPlugin,
  utils: { report, ruleMessages, validateOptions },
} = stylelint

const ruleName = 'portfolio/hover-in-hover-media'
const messages = ruleMessages(ruleName, {
  rejected: (selector) =>
    `"${selector}" applies on a tap too: put the rule inside @media (hover: hover)`,
})

/** Whether an ancestor of `node` is `@media` with `(hover: hover)` among its conditions. */
function insideHoverMedia(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (
      parent.type === 'atrule' &&
      parent.name === 'media' &&
      /\(hover:\s*hover\)/.test(parent.params)
    )
      return true
  }
  return false
}

/** @type {import('stylelint').Rule} */
const rule = (enabled) => (root, result) => {
  if (!validateOptions(result, ruleName, { actual: enabled, possible: [true] })) return
  root.walkRules((cssRule) => {
    if (insideHoverMedia(cssRule)) return
    for (const selector of cssRule.selectors) {
      if (!selector.includes(':hover')) continue
      report({
        result,
        ruleName,
        message: messages.rejected(selector),
        node: cssRule,
        word: selector,
      })
    }
  })
}
rule.ruleName = ruleName
rule.messages = messages

export default createPlugin(ruleName, rule)
