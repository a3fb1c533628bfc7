import { COMPACT_MAX_WIDTH_PX } from '../../packages/bifolio/src/ui/breakpoint'

/** The widths the layout is checked at: a phone, both sides of the breakpoint, a desktop. */
export const WIDE = { width: 1440, height: 900 }
export const NARROW = { width: 390, height: 844 }
export const TOP_NAV_MIN = { width: COMPACT_MAX_WIDTH_PX + 1, height: 800 }
export const COMPACT_MAX = { width: COMPACT_MAX_WIDTH_PX, height: 800 }
export const SMALLEST = { width: 320, height: 640 }
