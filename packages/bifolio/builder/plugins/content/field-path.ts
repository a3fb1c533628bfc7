/** `"skills"."groups"."web"`, or `[2]` for a list's item. */
export function fieldPath(keys: ReadonlyArray<string | number>): string {
  return keys
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}"${key}"`,
    )
    .join('')
}
