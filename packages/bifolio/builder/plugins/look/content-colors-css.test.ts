import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { technologies } from '../../../src/content/technologies.ts'
import { projects } from '../../../src/content/projects.ts'
import { projectColorClass, techColorClass } from '../../../src/content/color-classes.ts'
import { contentColorsCss } from './content-colors-css.ts'
import { readableTechnologyColors } from './technology-colors.ts'

/** Each rule's selector and its declarations, as the browser would read them. */
function rules(css: string): Map<string, Record<string, string>> {
  const found = new Map<string, Record<string, string>>()
  postcss.parse(css).walkRules((rule) => {
    const declarations: Record<string, string> = {}
    rule.walkDecls((declaration) => {
      declarations[declaration.prop] = declaration.value
    })
    found.set(rule.selector, declarations)
  })
  return found
}

describe("the owner's colours as classes", () => {
  const css = rules(contentColorsCss(technologies, projects))

  it("gives every technology's tile its colour per theme, readable on the tile", () => {
    const readable = readableTechnologyColors(technologies)
    for (const id of Object.keys(technologies)) {
      expect(css.get(`.${techColorClass(id)}`)).toEqual({
        '--skill-tile-light': readable[id]?.light,
        '--skill-tile-dark': readable[id]?.dark,
      })
    }
  })

  it("gives every project's card and case study its three colours", () => {
    for (const project of projects) {
      expect(css.get(`.${projectColorClass(project.slug)}`)).toEqual({
        '--card-main': project.colors.main,
        '--card-second': project.colors.second,
        '--card-ink': project.colors.ink,
      })
    }
    expect(css.size).toBe(Object.keys(technologies).length + projects.length)
  })
})
