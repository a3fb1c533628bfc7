import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { en, es } from '../../src/content/words'
import { provideMessages } from '../../src/i18n/messages'

// The page loads a language at a time; the components under test read either at once.
provideMessages({ es, en })

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})
