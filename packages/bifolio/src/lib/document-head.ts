/** Puts a page's title and description in the document's head, where the prerender put them. */
export function showInHead({ title, description }: { title: string; description: string }): void {
  document.title = title
  document.querySelector('meta[name="description"]')?.setAttribute('content', description)
}
