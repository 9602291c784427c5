// One shiki highlighter per build, with the configured light/dark themes. Languages load on first use; a
// language shiki does not know falls back to plain text with a warning instead of failing the page.
import { bundledLanguages, createHighlighter, type Highlighter } from 'shiki'
import { rememberTokenizedLines } from './line-token-cache.ts'
import { createSiteRegexEngine, type SiteRegexEngine } from './regex-engine.ts'

/** The languages every highlighter loads first (their patterns are translated when the package is made). */
export const PRELOADED = ['ts', 'tsx', 'js', 'jsx', 'json', 'bash', 'markdown', 'yaml', 'css', 'html', 'diff']
const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', md: 'markdown' }
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'ansi'])

export interface Themes {
  light: string
  dark: string
}

/** Each highlighter's regular-expression engine, which a language's grammar is shown to before it loads. */
const engines = new WeakMap<Highlighter, SiteRegexEngine>()

/** `lines`: how many tokenized lines each grammar keeps (line-token-cache.ts). */
export async function createSiteHighlighter(themes: Themes, lines: number, engine = createSiteRegexEngine()): Promise<Highlighter> {
  await engine.prepare(await grammarsOf(PRELOADED))
  const highlighter = await createHighlighter({ themes: [themes.light, themes.dark], langs: PRELOADED, engine: engine.engine })
  engines.set(highlighter, engine)
  rememberTokenizedLines(highlighter, lines)
  return highlighter
}

/** The names of the grammars bundled languages load: their own and those they embed. */
async function grammarsOf(langs: readonly string[]): Promise<string[]> {
  const modules = await Promise.all(langs.map((lang) => bundledLanguages[lang as keyof typeof bundledLanguages]()))
  return modules.flatMap((module) => module.default.map((grammar) => grammar.name))
}

/** Loads the languages a page uses; returns the names shiki does not know (to be shown as text). */
export async function ensureLanguages(highlighter: Highlighter, langs: Iterable<string>): Promise<string[]> {
  const unknown: string[] = []
  const loaded = new Set(highlighter.getLoadedLanguages())
  for (const raw of langs) {
    const lang = ALIASES[raw] ?? raw
    if (loaded.has(lang) || PLAIN.has(lang)) continue
    if (lang in bundledLanguages) {
      await engines.get(highlighter)?.prepare(await grammarsOf([lang]))
      await highlighter.loadLanguage(lang as keyof typeof bundledLanguages)
      loaded.add(lang)
    } else unknown.push(raw)
  }
  // A language may bring others it embeds: all of them remember their lines.
  rememberTokenizedLines(highlighter)
  return unknown
}
