import type { APIRequestContext } from '@playwright/test'

/**
 * The path of the chunk of the owner's words that the page at `path` loads (the inline loader's
 * `data-words`, src/i18n/messages.ts); it fails the test when the page names none.
 */
export async function wordsChunkOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text()
  const chunk = /<script data-entry="[^"]+"[^>]*\sdata-words="([^"]+)"/.exec(html)?.[1]
  if (!chunk) throw new Error(`${path} names no chunk of words`)
  return chunk
}
