import { en, es, type Messages } from '../content'
import type { Locale } from './locales'

export const MESSAGES: Record<Locale, Messages> = { es, en }
