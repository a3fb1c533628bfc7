/**
 * The entry of `record` for an id the content check made sure it has: a skill group's name, a
 * technology, an about card's words. Missing, it is a build that skipped the check. Not in the
 * content index, which the page's entry imports: only the parts that show such things load it.
 */
export function named<T>(record: Readonly<Partial<Record<string, T>>>, id: string): T {
  const entry = record[id]
  if (entry === undefined) throw new Error(`The content names "${id}" but has nothing for it`)
  return entry
}
