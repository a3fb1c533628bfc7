import { type TechnologyId } from '../../content'
import { technology } from '../../content/technologies'
import { Icon } from '../../ui/icon'
import { Tooltip } from '../../ui/tooltip'

interface TechGridProps {
  ids: readonly TechnologyId[]
  /**
   * Whether keyboards stop at each tile to read its tooltip (WCAG 1.4.13): only where the
   * stylesheet hides the printed names, in the wide screens' deck, where six would not fit.
   */
  hasFocusableTiles?: boolean
}

/**
 * Each technology's icon, named by its tile, with the name printed under it; the wide deck's
 * stylesheet hides the printed names and lets the tooltips say them on hover and focus.
 */
export function TechGrid({ ids, hasFocusableTiles = false }: TechGridProps) {
  return (
    <ul className="tech-grid">
      {ids.map((id) => {
        const { name, icon } = technology(id)
        return (
          <li key={id} className="tech-grid__item">
            <Tooltip label={name} namesTrigger>
              <span
                className="tech-grid__tile"
                role="img"
                // Focusable so keyboard users can read the tooltip too (WCAG 1.4.13).
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={hasFocusableTiles ? 0 : undefined}
              >
                <Icon name={icon} size={26} />
              </span>
            </Tooltip>
            <span className="tech-grid__name" aria-hidden="true">
              {name}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
