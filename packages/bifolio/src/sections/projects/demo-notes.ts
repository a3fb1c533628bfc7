/** The class a live demo's link carries, as `ProjectActions` names its links by kind. */
const DEMO_LINK_CLASS = 'project-actions__link--demo'

/**
 * Calls `onDemo` for every live demo's link followed inside `area`, heard on the document: a
 * list that is a static part has no React handler on its links. The link itself opens the
 * demo's tab, as links do; this only adds the note that its servers are starting.
 */
export function listenToDemoLinks(area: string, onDemo: () => void): () => void {
  const onClick = (event: MouseEvent) => {
    const link =
      event.target instanceof Element ? event.target.closest(`a.${DEMO_LINK_CLASS}`) : null
    if (link?.closest(area)) onDemo()
  }
  document.addEventListener('click', onClick)
  return () => document.removeEventListener('click', onClick)
}
