import { useCallback, useSyncExternalStore } from 'react'
import { writeStorage } from '../lib/storage'
import { THEME_STORAGE_KEY, type Theme } from './theme'

const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The head script has already put the theme on <html>; the class is the source of truth. */
function readTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

/** The prerendered HTML cannot know the visitor's theme; hydration starts from light. */
const serverTheme = (): Theme => 'light'

export function setTheme(theme: Theme): void {
  const root = document.documentElement
  root.classList.remove('light', 'dark')
  root.classList.add(theme)
  writeStorage(THEME_STORAGE_KEY, theme)
  listeners.forEach((listener) => listener())
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, readTheme, serverTheme)
  const toggleTheme = useCallback(() => setTheme(theme === 'dark' ? 'light' : 'dark'), [theme])
  return { theme, toggleTheme }
}
