/**
 * The classes that carry the owner's colours: the build writes one rule for each
 * (builder/plugins/look/content-colors-css.ts) and the components put them on.
 */

/** A skill tile's technology: `--skill-tile-light`, `--skill-tile-dark`. */
export const techColorClass = (id: string) => `skill-tile--${id}`

/** A project's card or case study: `--card-main`, `--card-second`, `--card-ink`. */
export const projectColorClass = (slug: string) => `project-colors--${slug}`
