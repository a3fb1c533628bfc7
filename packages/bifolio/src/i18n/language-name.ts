import type { Locale } from './locales'

/** `tag`'s name in `inLocale`: the owner's word for it, else the one `Intl` knows. */
export function languageName(
  names: Readonly<Partial<Record<Locale, string>>>,
  tag: Locale,
  inLocale: Locale,
): string {
  return names[tag] ?? new Intl.DisplayNames([inLocale], { type: 'language' }).of(tag) ?? tag
}
