// Not the content index, which holds the projects: build scripts run this outside Vite.
import type { Messages } from '../content/types'
import { en, es } from '../content/words'
import type { Locale } from './locales'

export const MESSAGES: Record<Locale, Messages> = { es, en }
