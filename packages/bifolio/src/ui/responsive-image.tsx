import images from 'virtual:responsive-images'

/**
 * A content image (a file name in the owner's `content/images/`) served as responsive AVIF/WebP with
 * a JPEG/PNG fallback, encoded at build.
 */
/** A picture's files as the build encoded them: `<source>` sets, the fallback, its size. */
interface EncodedFiles {
  sources: ReadonlyArray<{ type: string; srcset: string }>
  fallback: { src: string }
}

export interface ResponsiveImageProps {
  /** Path under `src/content/`, e.g. `images/profile.png` or `projects/crm/cover.png`. */
  src: string
  alt: string
  /** The language of `alt` where it is not the page's. */
  lang?: string
  /** Intrinsic size the layout reserves, in CSS pixels. */
  width: number
  height: number
  /** The `sizes` attribute: how wide the image shows at each breakpoint. */
  sizes: string
  /** The LCP image: fetched eagerly with high priority. Everything else is lazy. */
  priority?: boolean
  /**
   * On the first screen, and perhaps the LCP (as a card picture is when the words above it are
   * short): fetched with the page, at the browser's own priority, instead of lazily.
   */
  eager?: boolean
  className?: string
  /** The encoded files when the page's data carries them (an article's cover), not the manifest. */
  encoded?: EncodedFiles
}

export function ResponsiveImage({
  src,
  alt,
  lang,
  width,
  height,
  sizes,
  priority,
  eager,
  className,
  encoded,
}: ResponsiveImageProps) {
  const image = encoded ?? images[src]
  if (!image) throw new Error(`There is no picture "${src}" in src/content/`)
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {/*
       * Every browser that reads `srcset` takes one of the sources above (WebP since 2020), so
       * the fallback is one JPEG or PNG for the rest: a list of its widths would add hundreds
       * of bytes of file names to every page that no browser of today reads.
       */}
      <img
        src={image.fallback.src}
        alt={alt}
        lang={lang}
        width={width}
        height={height}
        className={className}
        loading={priority || eager ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
      />
    </picture>
  )
}
