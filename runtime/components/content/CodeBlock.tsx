// A highlighted code block: optional title bar with a language icon, the <pre> from shiki, and a copy button
// (wired by the copy enhancer in the browser; hidden when JavaScript is off). Icons are CSS masks, so the many
// code blocks of a page add no SVG markup.
import type { ReactNode } from 'react'

const SHELL = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'powershell'])
const BADGES: Record<string, string> = { ts: 'ts', tsx: 'tsx', js: 'js', jsx: 'jsx', mjs: 'js', cjs: 'js', json: 'json', css: 'css', html: 'html' }

/** terminal for shells, a language badge for the common web languages, else a file. */
export function languageIcon(lang: string | undefined): string {
  if (lang && SHELL.has(lang)) return 'terminal'
  return (lang && BADGES[lang]) ?? 'file'
}

export function LanguageIcon({ lang }: { lang?: string }) {
  const icon = languageIcon(lang)
  if (icon === 'terminal' || icon === 'file') return <span className={`code-lang-icon icon icon-${icon}`} data-icon={icon} aria-hidden="true" />
  return (
    <span className="code-lang-icon code-lang-badge" data-icon={icon} aria-hidden="true">
      {icon}
    </span>
  )
}

export function CodeBlock({ title, lang, children }: { title?: string; lang?: string; children?: ReactNode }) {
  return (
    <div className="code-block" data-code-block="" data-lang={lang}>
      {title ? (
        <div className="code-title">
          <LanguageIcon lang={lang} />
          <span className="code-title-text">{title}</span>
        </div>
      ) : null}
      <div className="code-body">
        {children}
        <button type="button" className="copy-button" data-copy-code="" aria-label="Copy code" title="Copy code">
          <span className="icon icon-copy copy-idle" aria-hidden="true" />
          <span className="icon icon-check copy-done" aria-hidden="true" />
        </button>
      </div>
    </div>
  )
}
