import type { Locale } from './locales'

/** `tag`'s name in `inLocale`: the owner's word for it, else the one `Intl` knows. */
export function languageName(
  names: Readonly<Partial<Record<Locale, string>>>,
  tag: Locale,
  inLocale: Locale,
): string {
  return names[tag] ?? new Intl.DisplayNames([inLocale], { type: 'language' }).of(tag) ?? tag
}

/** `tag`'s name in itself, as a menu of languages lists it: `Español`, `Português (Brasil)`. */
export function ownName(tag: Locale): string {
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1)
}
