import './divider.css'

export type DividerDirection = 'down' | 'down-left' | 'down-right'
export type DividerHeight = 'sm' | 'md' | 'lg'

/**
 * A diagram line between two sections: straight down, or an L-shaped step that turns
 * left or right half way. Decoration only, hidden from assistive technology.
 */
export function Divider({
  direction,
  height,
}: {
  direction: DividerDirection
  height: DividerHeight
}) {
  return (
    <div className={`divider divider--${direction} divider--${height}`} aria-hidden="true">
      {direction === 'down' ? (
        <span className="divider__straight" />
      ) : (
        <>
          <span className="divider__start" />
          <span className="divider__run" />
          <span className="divider__end" />
        </>
      )}
    </div>
  )
}
