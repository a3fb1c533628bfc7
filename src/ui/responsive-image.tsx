/**
 * A content image (a file name in `src/content/images/`) served as responsive AVIF/WebP with
 * a fallback. Placeholder implementation: the image pipeline replaces the internals; the props
 * stay.
 */
export interface ResponsiveImageProps {
  /** File name in `src/content/images/`, e.g. `profile.png`. */
  src: string
  alt: string
  /** Intrinsic size the layout reserves, in CSS pixels. */
  width: number
  height: number
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string
  /** The LCP image: fetched eagerly with high priority. Everything else is lazy. */
  priority?: boolean
  className?: string
}

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  priority,
  className,
}: ResponsiveImageProps) {
  return (
    <img
      src={`/images/${src}`}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
