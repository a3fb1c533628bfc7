/**
 * A resume's dates (a day, a month or a year, ISO 8601) as the CV's months (`2024-03`). A year
 * alone stands for its first month when a period starts and its last when it ends.
 */
export interface Month {
  month: string
  /** The resume gave only the year. */
  isYearOnly: boolean
}

export function monthOf(date: string, side: 'start' | 'end'): Month {
  const year = date.slice(0, 4)
  const month = date.slice(5, 7)
  if (month) return { month: `${year}-${month}`, isYearOnly: false }
  return { month: `${year}-${side === 'start' ? '01' : '12'}`, isYearOnly: true }
}

/** The year of a date. */
export const yearOf = (date: string): number => Number(date.slice(0, 4))
