/** What the site test found, one line each, naming the page, the theme and what is wrong. */

export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

export interface Problem {
  page: string
  /** The themes it showed in; none when the theme plays no part (a link, the mail). */
  themes: Theme[]
  what: string
}

/** One problem per page and wording, with the themes it showed in gathered. */
export function mergeProblems(found: readonly Problem[]): Problem[] {
  const merged = new Map<string, Problem>()
  for (const problem of found) {
    const key = `${problem.page}\n${problem.what}`
    const seen = merged.get(key)
    if (!seen) merged.set(key, { ...problem, themes: [...problem.themes] })
    else
      for (const theme of problem.themes) if (!seen.themes.includes(theme)) seen.themes.push(theme)
  }
  return [...merged.values()]
}

export function problemLine({ page, themes, what }: Problem): string {
  return themes.length > 0 ? `${page} (${themes.join(', ')}): ${what}` : `${page}: ${what}`
}
