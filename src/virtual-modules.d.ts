declare module 'virtual:icon-sprite' {
  /** URL of the SVG sprite that holds every icon the source names. */
  const url: string
  export default url
}
