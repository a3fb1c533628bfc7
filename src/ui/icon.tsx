import spriteUrl from 'virtual:icon-sprite'

/**
 * An icon from the build's SVG sprite, by its Iconify name (`lucide:mail`). Decorative by
 * default: give the surrounding link or button its accessible name.
 */
export function Icon({
  name,
  className,
  size = 24,
}: {
  name: string
  className?: string
  size?: number
}) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      aria-hidden="true"
    >
      <use href={`${spriteUrl}#${name.replace(':', '--')}`} />
    </svg>
  )
}
