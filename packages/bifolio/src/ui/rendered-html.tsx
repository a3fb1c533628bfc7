import { use } from 'react'

const chunks = new Map<string, Promise<{ default: string }>>()

/**
 * HTML the build rendered from Markdown (a case study's, an article's), from a chunk of its
 * own: hydration waits for it while the prerendered text stays on screen. `id` names the chunk,
 * so every render asks `use()` for the same promise.
 */
export function RenderedHtml({
  id,
  load,
  className,
}: {
  id: string
  load: () => Promise<{ default: string }>
  className: string
}) {
  let chunk = chunks.get(id)
  if (!chunk) {
    chunk = load()
    chunks.set(id, chunk)
  }
  const { default: html } = use(chunk)
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
