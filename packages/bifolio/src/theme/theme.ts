export const THEMES = ['light', 'dark'] as const
export type Theme = (typeof THEMES)[number]
export const THEME_STORAGE_KEY = 'theme'
/**
 * On <html> until a switch has painted; global.css holds transitions back meanwhile. A class,
 * so the build leaves its rule out of the first screen's inline styles.
 */
export const THEME_SWITCHING_CLASS = 'theme-switching'
