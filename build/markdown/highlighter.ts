// One shiki highlighter per build, with the configured light/dark themes. Languages load on first use; a
// language shiki does not know falls back to plain text with a warning instead of failing the page.
import { bundledLanguages, createHighlighter, createOnigurumaEngine, type Highlighter } from 'shiki'
import { rememberTokenizedLines } from './line-token-cache.ts'
import { withSharedScanners } from './shared-scanners.ts'

const PRELOADED = ['ts', 'tsx', 'js', 'jsx', 'json', 'bash', 'markdown', 'yaml', 'css', 'html', 'diff']
const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', md: 'markdown' }
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'ansi'])

export interface Themes {
  light: string
  dark: string
}

export async function createSiteHighlighter(themes: Themes): Promise<Highlighter> {
  const highlighter = await createHighlighter({
    themes: [themes.light, themes.dark],
    langs: PRELOADED,
    // shiki's own engine (WebAssembly oniguruma), with a scanner per list of patterns rather than per rule.
    engine: createOnigurumaEngine(import('shiki/wasm')).then(withSharedScanners),
  })
  rememberTokenizedLines(highlighter)
  return highlighter
}

/** Loads the languages a page uses; returns the names shiki does not know (to be shown as text). */
export async function ensureLanguages(highlighter: Highlighter, langs: Iterable<string>): Promise<string[]> {
  const unknown: string[] = []
  const loaded = new Set(highlighter.getLoadedLanguages())
  for (const raw of langs) {
    const lang = ALIASES[raw] ?? raw
    if (loaded.has(lang) || PLAIN.has(lang)) continue
    if (lang in bundledLanguages) {
      await highlighter.loadLanguage(lang as keyof typeof bundledLanguages)
      loaded.add(lang)
    } else unknown.push(raw)
  }
  // A language may bring others it embeds: all of them remember their lines.
  rememberTokenizedLines(highlighter)
  return unknown
}
