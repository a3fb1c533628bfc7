/**
 * The years a copyright line names: from the year the site first went up to the year it was
 * built, `2025–2026`, or the one year when they are the same (or the first is not known).
 */
export function copyrightYears(firstYear: number | undefined, buildYear: number): string {
  return firstYear !== undefined && firstYear < buildYear
    ? `${firstYear}–${buildYear}`
    : String(buildYear)
}
