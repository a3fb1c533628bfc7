/**
 * Stylelint (`npm run lint`): mistakes a browser would silently skip, and the site's own rule
 * that hover effects wait for a pointer that hovers. Prettier formats.
 */
export default {
  plugins: ['./tools/lint/hover-media-rule.js'],
  rules: {
    'portfolio/hover-in-hover-media': true,
    'color-no-invalid-hex': true,
    'property-no-unknown': true,
    'unit-no-unknown': true,
    'selector-pseudo-class-no-unknown': true,
    'selector-pseudo-element-no-unknown': true,
    'declaration-block-no-duplicate-properties': [true, { ignore: ['consecutive-duplicates'] }],
    'no-duplicate-selectors': true,
    'block-no-empty': true,
    'no-invalid-double-slash-comments': true,
  },
}
