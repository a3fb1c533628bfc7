/** A project's address: lowercase letters and digits, in words joined by single hyphens. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function isSlug(text: string): boolean {
  return SLUG_PATTERN.test(text)
}

/**
 * `Ana Ruiz` -> `ana-ruiz`, `Diseño Web` -> `diseno-web`: a name as a slug, accents
 * dropped and every other run of characters a hyphen. A name of no letters or digits gives ''.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
