/**
 * Makes `target`'s children the same as the markup `html`, changing in place what differs:
 * the words of a text, an attribute. An element whose counterpart has the same tag stays the
 * same element, so the focus, a picture already decoded, a section's remembered size and the
 * browser's scroll anchoring all survive; only where the two differ in shape is a node replaced.
 *
 * The two languages of a static part are the same markup with other words, so a switch changes
 * text and attributes only. (morphdom and idiomorph do this for any two trees, matching moved
 * nodes by id; neither is needed for trees of one shape, and each would be most of the page's
 * own code in bytes.)
 */
export function morphChildren(target: Element, html: string): void {
  const template = target.ownerDocument.createElement('template')
  template.innerHTML = html
  syncChildren(target, template.content)
}

function syncChildren(target: Node, source: Node): void {
  const current = [...target.childNodes]
  const wanted = [...source.childNodes]
  for (let index = 0; index < Math.max(current.length, wanted.length); index++) {
    const node = current[index]
    const next = wanted[index]
    if (!next) node?.parentNode?.removeChild(node)
    else if (!node) target.appendChild(next.cloneNode(true))
    else if (!syncNode(node, next)) target.replaceChild(next.cloneNode(true), node)
  }
}

/** Brings `node` to `next`'s state in place; false when they differ in kind and cannot be. */
function syncNode(node: Node, next: Node): boolean {
  if (node.nodeType !== next.nodeType || node.nodeName !== next.nodeName) return false
  if (!(node instanceof Element && next instanceof Element)) {
    if (node.nodeValue !== next.nodeValue) node.nodeValue = next.nodeValue
    return true
  }
  for (const { name } of [...node.attributes]) {
    if (!next.hasAttribute(name)) node.removeAttribute(name)
  }
  for (const { name, value } of next.attributes) {
    if (node.getAttribute(name) !== value) node.setAttribute(name, value)
  }
  syncChildren(node, next)
  return true
}
