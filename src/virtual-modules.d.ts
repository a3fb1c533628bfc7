declare module 'virtual:icon-sprite' {
  /** URL of the SVG sprite that holds every icon the source names. */
  const url: string
  export default url
}

declare module 'virtual:responsive-images' {
  /** One content picture, encoded at build as AVIF, WebP and a JPEG/PNG fallback. */
  export interface ResponsiveImageEntry {
    /** `<source>` sets in preference order. */
    sources: ReadonlyArray<{ type: string; srcset: string }>
    fallback: { src: string; srcset: string; type: string }
    width: number
    height: number
  }
  /** Source file name (e.g. `profile.png`) -> its encoded files. */
  const manifest: Readonly<Record<string, ResponsiveImageEntry>>
  export default manifest
}
