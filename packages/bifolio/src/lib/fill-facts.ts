/**
 * `{name}` and `{email}` in every text of `value` replaced by the owner's, so each fact is
 * written once. Other placeholders (`{year}`, `{n}`…) stay for the page to fill.
 */
export function fillFacts<T>(value: T, facts: { name: string; email: string }): T {
  if (typeof value === 'string') {
    return value.replace(/\{(name|email)\}/g, (_, key: 'name' | 'email') => facts[key]) as T
  }
  if (Array.isArray(value)) return value.map((inner: unknown) => fillFacts(inner, facts)) as T
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, fillFacts(inner, facts)]),
    ) as T
  }
  return value
}
