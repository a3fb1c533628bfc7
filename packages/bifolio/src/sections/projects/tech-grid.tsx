import { type TechnologyId } from '../../content'
import { technology } from '../../content/technologies'
import { Icon } from '../../ui/icon'
import { Tooltip } from '../../ui/tooltip'

interface TechGridProps {
  ids: readonly TechnologyId[]
  /**
   * `tooltips`: icons only, each named by a tooltip on hover and focus (the wide deck, where
   * six names would not fit). `labels`: the name printed under each icon (phones, which have
   * no hover, and print).
   */
  variant: 'tooltips' | 'labels'
}

export function TechGrid({ ids, variant }: TechGridProps) {
  return (
    <ul className={`tech-grid tech-grid--${variant}`}>
      {ids.map((id) => {
        const { name, icon } = technology(id)
        return (
          <li key={id} className="tech-grid__item">
            {variant === 'tooltips' ? (
              <Tooltip label={name} namesTrigger>
                {/* Focusable so keyboard users can read the tooltip too (WCAG 1.4.13). */}
                {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
                <span className="tech-grid__tile" role="img" tabIndex={0}>
                  <Icon name={icon} size={26} />
                </span>
              </Tooltip>
            ) : (
              <>
                <span className="tech-grid__tile">
                  <Icon name={icon} size={26} />
                </span>
                <span className="tech-grid__name">{name}</span>
              </>
            )}
          </li>
        )
      })}
    </ul>
  )
}
