/**
 * Runs `start` at the first scroll, or at once on a page opened part way down (a link with a
 * hash, a reload). Returns how to stop waiting.
 */
export function onFirstScroll(start: () => void): () => void {
  if (window.scrollY > 0) {
    start()
    return () => undefined
  }
  const once = () => {
    window.removeEventListener('scroll', once)
    start()
  }
  window.addEventListener('scroll', once, { passive: true })
  return () => window.removeEventListener('scroll', once)
}
