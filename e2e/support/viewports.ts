/** The widths SPEC.md and the issues name: 1024 px is the last compact width. */
export const WIDE = { width: 1440, height: 900 }
export const NARROW = { width: 390, height: 844 }
export const TOP_NAV_MIN = { width: 1025, height: 800 }
export const COMPACT_MAX = { width: 1024, height: 800 }
export const SMALLEST = { width: 320, height: 640 }
