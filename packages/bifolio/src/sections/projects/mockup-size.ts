/** The mockups' intrinsic size; CSS letterboxes any other ratio the owner drops in. */
export const MOCKUP_WIDTH_PX = 1200
export const MOCKUP_HEIGHT_PX = 900
