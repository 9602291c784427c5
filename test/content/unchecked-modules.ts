// The ONE place that lists what the content tests cannot compile or run here.
// A code block on a page is skipped by test/content/code-blocks.test.ts only when it imports one of these
// module specifiers (or a subpath of one). Every entry says why. Keep this a plain object literal.
const notOnRegistry =
  'not published on the npm registry reachable here (npm view returns 404); at 0.2.0-pre.18 it ships only as source in the valdres repository'

export const uncheckedModules: Record<string, string> = {
  '@valdres/color-mode': notOnRegistry,
  '@valdres/hotkeys': notOnRegistry,
  '@valdres-react/color-mode': notOnRegistry,
  '@valdres-react/hotkeys': notOnRegistry,
  '@valdres-react/jotai': notOnRegistry,
  '@valdres-react/panable': notOnRegistry,
  '@valdres-react/recoil': notOnRegistry,
}
