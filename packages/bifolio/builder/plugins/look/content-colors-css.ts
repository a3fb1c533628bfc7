/**
 * `virtual:content-colors.css`: the colours the owner gives each technology (its skill tile,
 * readable on it: technology-colors.ts) and each project (its card and case study), as one class
 * each rather than a style attribute on every tile and card. The pages' policy then allows no
 * inline style at all (shared/content-security-policy.ts), and the colours of what lies below
 * the first screen come in the stylesheet linked after it instead of in the first round trip.
 */
import type { Plugin } from 'vite'
import { virtualModule } from '../virtual-module.ts'
import { projectColorClass, techColorClass } from '../../../src/content/color-classes.ts'
import type { ThemedColor } from '../../../src/content/types.ts'
import { readableTechnologyColors } from './technology-colors.ts'

const MODULE_ID = 'virtual:content-colors.css'

interface ColoredProject {
  slug: string
  colors: { main: string; second: string; ink: string }
}

export function contentColorsCss(
  technologies: Readonly<Record<string, { color: ThemedColor }>>,
  projects: readonly ColoredProject[],
): string {
  const tiles = Object.entries(readableTechnologyColors(technologies)).map(
    ([id, color]) =>
      `.${techColorClass(id)} { --skill-tile-light: ${color.light}; --skill-tile-dark: ${color.dark}; }`,
  )
  const cards = projects.map(
    ({ slug, colors }) =>
      `.${projectColorClass(slug)} { --card-main: ${colors.main}; --card-second: ${colors.second}; --card-ink: ${colors.ink}; }`,
  )
  return [...tiles, ...cards].join('\n')
}

/** Vite plugin: the rules above, from the checked content. */
export function contentColors(content: {
  owner: () => Promise<{ technologies: Readonly<Record<string, { color: ThemedColor }>> }>
  projects: () => Promise<ReadonlyArray<{ card: ColoredProject }>>
}): Plugin {
  return virtualModule('portfolio:content-colors-css', MODULE_ID, async () => {
    const { technologies } = await content.owner()
    const projects = await content.projects()
    return contentColorsCss(
      technologies,
      projects.map((project) => project.card),
    )
  })
}
