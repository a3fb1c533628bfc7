import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { SITE_LANGS, wordsOf } from './words'
import { provideMessages } from '../../src/i18n/messages'

// The page loads a language at a time; the components under test read any at once.
provideMessages(Object.fromEntries(SITE_LANGS.map((lang) => [lang, wordsOf(lang)])))

// Code the page fetches when a visitor first needs it (the language switch, the toasts, the
// legal dialog, what follows the scroll, the floating menu's fanning) is compiled here on its first import, which on a slow
// machine takes longer than a test waits for what it shows: compiled once, ahead.
await Promise.all([
  import('../../src/i18n/locale-switch'),
  import('../../src/ui/toast-host'),
  import('../../src/layout/legal-dialog-host'),
  import('../../src/layout/scroll-following'),
  import('../../src/layout/floating-menu-behavior'),
])

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})
