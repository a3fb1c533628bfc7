/**
 * Stylelint (`npm run lint`): mistakes a browser would silently skip, the site's own rule
 * that hover effects wait for a pointer that hovers, and sides named by the reading way
 * (`margin-inline-start`, `inset-inline-end`, `text-align: start`), so a right-to-left
 * language's pages mirror with no rule of their own. Prettier formats.
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
    'property-disallowed-list': [
      [
        'left',
        'right',
        /^(margin|padding|scroll-margin|scroll-padding)-(left|right)$/,
        /^border-(left|right)(-(width|style|color))?$/,
        /^border-(top|bottom)-(left|right)-radius$/,
      ],
      {
        message: (property) =>
          `"${property}" names a side: use its logical form (inline start or end)`,
      },
    ],
    'declaration-property-value-disallowed-list': [
      { '/^(text-align|float|clear)$/': ['left', 'right'] },
      { message: (property, value) => `"${property}: ${value}" names a side: use start or end` },
    ],
  },
}
