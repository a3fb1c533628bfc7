import { afterEach, describe, expect, it } from 'vitest'
import { morphChildren } from './morph'

function part(html: string): HTMLDivElement {
  const element = document.createElement('div')
  element.innerHTML = html
  document.body.append(element)
  return element
}

describe('morphChildren', () => {
  // The document is shared with the next test files: leave nothing in it.
  afterEach(() => {
    document.body.replaceChildren()
  })

  it('changes words and attributes in place, keeping every element', () => {
    const root = part(
      '<section id="s" lang="es"><h2 title="Hola">Hola</h2><img alt="Foto"></section>',
    )
    const [section, heading, picture] = ['section', 'h2', 'img'].map((tag) =>
      root.querySelector(tag),
    )
    morphChildren(
      root,
      '<section id="s" class="x"><h2 title="Hello">Hello</h2><img alt="Photo"></section>',
    )
    expect(root.innerHTML).toBe(
      '<section id="s" class="x"><h2 title="Hello">Hello</h2><img alt="Photo"></section>',
    )
    expect(root.querySelector('section')).toBe(section)
    expect(root.querySelector('h2')).toBe(heading)
    expect(root.querySelector('img')).toBe(picture)
  })

  it('keeps the focus on an element that stays', () => {
    const root = part('<p>Uno <a href="/a">enlace</a></p>')
    root.querySelector('a')?.focus()
    morphChildren(root, '<p>One <a href="/en/a">link</a></p>')
    expect(document.activeElement).toBe(root.querySelector('a'))
    expect(root.innerHTML).toBe('<p>One <a href="/en/a">link</a></p>')
  })

  it('adds, removes and replaces nodes where the shapes differ', () => {
    const root = part('<ul><li>a</li><li>b</li><li>c</li></ul><p>x</p>')
    morphChildren(root, '<ul><li>a</li><li><strong>B</strong></li></ul><h3>y</h3><p>z</p>')
    expect(root.innerHTML).toBe('<ul><li>a</li><li><strong>B</strong></li></ul><h3>y</h3><p>z</p>')
  })
})
