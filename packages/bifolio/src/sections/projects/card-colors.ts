import type { CSSProperties } from 'react'
import type { Project } from '../../content'

type CardVars = CSSProperties & Record<'--card-main' | '--card-second' | '--card-ink', string>

/**
 * A project's own colours as custom properties, so the stylesheet can paint the card, its
 * buttons and its focus ring from one place. They come from the project's front matter,
 * which the owner edits, hence a style attribute rather than a class per project.
 */
export function cardColors({ colors }: Pick<Project, 'colors'>): CardVars {
  return { '--card-main': colors.main, '--card-second': colors.second, '--card-ink': colors.ink }
}
