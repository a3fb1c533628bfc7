/**
 * The engine's own checks, which a created site must pass: its content check, the backgrounds
 * of its two themes and its contrast maths. The one place these tests reach into the engine.
 */
export { loadContent } from '../../../scripts/content/load-content.ts'
export { PAPER, THEME_SURFACES } from '../../../src/theme/surfaces.ts'
export { weakest } from '../../../scripts/look/shades.ts'
