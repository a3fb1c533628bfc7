import type { Locale } from './locales'

/**
 * The scripts written right to left that a living language uses (ISO 15924). The script, not
 * the language, decides: `Intl.Locale` names a tag's likely script, so `ar`, `fa`, `ur`, `he`,
 * `yi` or `ckb` need no entry of their own, and `az-Arab` is right to left while `az` is not.
 * `getTextInfo()` would say the same where a browser has it, but not every one does, and Node's
 * ICU calls Thaana left to right.
 */
const RIGHT_TO_LEFT_SCRIPTS: ReadonlySet<string> = new Set([
  'Adlm',
  'Arab',
  'Hebr',
  'Mand',
  'Nkoo',
  'Rohg',
  'Samr',
  'Syrc',
  'Thaa',
  'Yezi',
])

export type TextDirection = 'ltr' | 'rtl'

/** The direction `tag`'s text runs in, as `<html dir>` states it. */
export function textDirection(tag: Locale): TextDirection {
  const { script } = new Intl.Locale(tag).maximize()
  return script !== undefined && RIGHT_TO_LEFT_SCRIPTS.has(script) ? 'rtl' : 'ltr'
}
