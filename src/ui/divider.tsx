export type DividerDirection = 'down' | 'down-left' | 'down-right'

export function Divider({
  direction,
  height,
}: {
  direction: DividerDirection
  height: 'md' | 'lg'
}) {
  return <div className={`divider divider--${direction} divider--${height}`} aria-hidden="true" />
}
