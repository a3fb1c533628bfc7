import { projects as projectsWords } from 'virtual:owner-words-of/projects'
import { usePartWords } from '../../i18n/i18n-provider'
import { format } from '../../lib/format'
import { Icon } from '../../ui/icon'

export interface CarouselControlsProps {
  count: number
  index: number
  isPlaying: boolean
  onTogglePlay: () => void
  onPrevious: () => void
  onNext: () => void
  onGoTo: (index: number) => void
}

/** Pause/play (WCAG 2.2.2), previous, one bullet per slide, next. */
export function CarouselControls({
  count,
  index,
  isPlaying,
  onTogglePlay,
  onPrevious,
  onNext,
  onGoTo,
}: CarouselControlsProps) {
  const words = usePartWords(projectsWords).carousel
  return (
    <div className="carousel-controls">
      <button
        type="button"
        className="carousel-controls__button"
        aria-label={isPlaying ? words.pause : words.play}
        onClick={onTogglePlay}
      >
        <Icon name={isPlaying ? 'lucide:pause' : 'lucide:play'} size={20} />
      </button>
      <button
        type="button"
        className="carousel-controls__button"
        aria-label={words.previous}
        onClick={onPrevious}
      >
        <Icon name="lucide:chevron-left" size={22} />
      </button>
      <div className="carousel-controls__bullets">
        {Array.from({ length: count }, (_, bullet) => (
          <button
            key={bullet}
            type="button"
            className="carousel-controls__bullet"
            aria-label={format(words.goTo, { n: bullet + 1 })}
            aria-current={bullet === index ? 'true' : undefined}
            onClick={() => onGoTo(bullet)}
          />
        ))}
      </div>
      <button
        type="button"
        className="carousel-controls__button"
        aria-label={words.next}
        onClick={onNext}
      >
        <Icon name="lucide:chevron-right" size={22} />
      </button>
    </div>
  )
}
