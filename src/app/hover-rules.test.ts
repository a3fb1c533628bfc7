import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import postcss, { type AtRule, type Node, type Rule } from 'postcss'
import { describe, expect, it } from 'vitest'

const SRC = join(import.meta.dirname, '..')

function stylesheets(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(SRC, file))
}

function insideHoverMedia(rule: Rule): boolean {
  for (let node: Node | undefined = rule.parent; node; node = node.parent) {
    const { name, params } = node as AtRule
    if (node.type === 'atrule' && name === 'media' && /\(hover:\s*hover\)/.test(params)) return true
  }
  return false
}

describe('hover effects', () => {
  it('sit in @media (hover: hover), so a tap on a phone leaves none of them behind', () => {
    const files = stylesheets()
    const loose: string[] = []
    for (const file of files) {
      postcss.parse(readFileSync(file, 'utf8')).walkRules((rule) => {
        for (const selector of rule.selectors) {
          if (selector.includes(':hover') && !insideHoverMedia(rule))
            loose.push(`${file.slice(SRC.length + 1)}: ${selector}`)
        }
      })
    }
    expect(files.length).toBeGreaterThan(10)
    expect(loose).toEqual([])
  })
})
