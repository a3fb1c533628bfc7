/**
 * `projects/crm/cover.png` -> `projects-crm-cover`: a content file's name, without its extension,
 * as one URL-safe stem for a flat `assets/` folder. Case is kept: a hash follows the stem, so it
 * only has to read well.
 */
export function assetStem(name: string): string {
  return name.replace(/\.[^.]+$/, '').replace(/[^a-z0-9-]+/gi, '-')
}
