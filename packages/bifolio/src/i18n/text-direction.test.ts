import { describe, expect, it } from 'vitest'
import { textDirection } from './text-direction'

describe('textDirection', () => {
  it('is right to left for a language written in Arabic, Hebrew or Thaana script', () => {
    for (const tag of ['ar', 'ar-EG', 'fa', 'ur', 'he', 'yi', 'ckb', 'dv', 'az-Arab']) {
      expect(textDirection(tag), tag).toBe('rtl')
    }
  })

  it('is left to right for a language written in Latin, Cyrillic or Han script', () => {
    for (const tag of ['es', 'en', 'pt-BR', 'fr', 'az', 'ru', 'zh-Hant']) {
      expect(textDirection(tag), tag).toBe('ltr')
    }
  })
})
