// The word files themselves, not the content index: build scripts run this outside Vite.
import { en } from '../content/en'
import { es } from '../content/es'
import type { Messages } from '../content/types'
import type { Locale } from './locales'

export const MESSAGES: Record<Locale, Messages> = { es, en }
