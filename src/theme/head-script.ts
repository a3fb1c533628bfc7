/**
 * Runs in <head> before first paint, so a saved dark theme or a saved English choice never
 * flashes the wrong look or language. It is inlined into every page and its SHA-256 is
 * pinned in the server's Content-Security-Policy, so keep it dependency-free ES5.
 */
function applySavedPreferences(): void {
  var root = document.documentElement
  var read = function (key: string): string | null {
    try {
      return window.localStorage.getItem(key)
    } catch (_error) {
      return null
    }
  }
  var path = window.location.pathname
  var isSpanishPage =
    path === '/' || path === '/index.html' || path === '/imprint' || path === '/privacy'
  if (isSpanishPage && read('language') === 'EN') {
    root.style.visibility = 'hidden'
    var target = path === '/' || path === '/index.html' ? '/en/' : '/en' + path
    window.location.replace(target + window.location.search + window.location.hash)
  }
  var theme = read('theme')
  if (theme !== 'light' && theme !== 'dark') {
    var prefersDark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
    theme = prefersDark ? 'dark' : 'light'
  }
  root.classList.remove('light', 'dark')
  root.classList.add(theme)
}

export const HEAD_SCRIPT = `(${applySavedPreferences.toString()})()`
