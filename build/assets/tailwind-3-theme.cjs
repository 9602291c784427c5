// Tailwind 3's default theme, read before a site's own tailwind.config.* when its stylesheet is a Tailwind 3 one
// (build/assets/tailwind.ts): Tailwind 4 then has only Tailwind 3's scales, so `py-30` is no class and `rounded` is
// 0.25rem, as they were when the site was written. Loaded by Tailwind in Node.
const defaultTheme = require('tailwindcss/defaultTheme')

module.exports = { theme: defaultTheme.default ?? defaultTheme }
