/**
 * Runs in <head> before first paint, so a saved dark theme or a saved English choice never
 * flashes the wrong look or language. The build bundles it into a classic script inlined first
 * in every page (scripts/inline-script/), whose SHA-256 the Content-Security-Policy allows.
 */
function applySavedPreferences(): void {
  const root = document.documentElement
  const read = function (key: string): string | null {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return null
    }
  }
  const path = window.location.pathname
  const isSpanishPage =
    path === '/' || path === '/index.html' || path === '/imprint' || path === '/privacy'
  if (isSpanishPage && read('language') === 'EN') {
    root.style.visibility = 'hidden'
    const target = path === '/' || path === '/index.html' ? '/en/' : '/en' + path
    window.location.replace(target + window.location.search + window.location.hash)
  }
  let theme = read('theme')
  if (theme !== 'light' && theme !== 'dark') {
    const prefersDark =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
    theme = prefersDark ? 'dark' : 'light'
  }
  root.classList.remove('light', 'dark')
  root.classList.add(theme)
}

applySavedPreferences()
