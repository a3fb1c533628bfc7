import { describe, expect, it } from 'vitest'
import { terminalLine, terminalLines } from './terminal-text'

describe('terminalLine', () => {
  it('writes out escape sequences, line breaks and bidi controls', () => {
    expect(terminalLine('Ana\x1b[2J\x07')).toBe('Ana\\x1b[2J\\x07')
    expect(terminalLine('Hi\r\n   state:   sent')).toBe('Hi\\r\\n   state:   sent')
    expect(terminalLine('\u202etxt.exe\u202c')).toBe('\\u202etxt.exe\\u202c')
    expect(terminalLine('a\u2028b\u200bc\u0085')).toBe('a\\u2028b\\u200bc\\x85')
  })

  it('leaves the words people write as they are', () => {
    for (const text of ['Ana García', 'مهر\u200cناز', 'Zoë – “quotes” 😀', '東京']) {
      expect(terminalLine(text)).toBe(text)
    }
  })
})

describe('terminalLines', () => {
  it('keeps the message’s own lines and tabs, and writes out the rest', () => {
    expect(terminalLines('Hello,\r\n\tsee below.\nBye\x1b]0;owned\x07\rX')).toEqual([
      'Hello,',
      '\tsee below.',
      'Bye\\x1b]0;owned\\x07\\rX',
    ])
  })
})
