import spriteUrl from 'virtual:icon-sprite'
import 'virtual:logo-masks.css'
import { iconId, isLogo, pointsAlongTheLine } from './icon-sets'
import './icon.css'

/**
 * An icon by its Iconify name (`lucide:mail`, `simple-icons:react`), in the text's colour.
 * Decorative: give the surrounding link or button its accessible name.
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
  const id = iconId(name)
  const logo = isLogo(name)
  const classes = [
    'icon',
    logo && `icon--logo logo--${id}`,
    pointsAlongTheLine(name) && 'icon--points',
    className,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <svg className={classes} width={size} height={size} aria-hidden="true">
      {logo ? null : <use href={`${spriteUrl}#${id}`} />}
    </svg>
  )
}
