// Browser storage keys and <html> classes the build's inline head script and the runtime agree on.
export const THEME_KEY = 'vocs.theme'
/** Vocs semantics: 'false' (JSON) once the reader dismissed the banner. */
export const BANNER_KEY = 'banner'
export const DARK_CLASS = 'dark'
/** On <html> of a site whose config fixes the light scheme, so the no-script dark rules leave it light. */
export const LIGHT_CLASS = 'light'
export const BANNER_HIDDEN_CLASS = 'banner-dismissed'
