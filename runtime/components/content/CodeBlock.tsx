// A highlighted code block: optional title bar with a language icon, the <pre> from shiki, and a copy button
// (wired by the copy enhancer in the browser; hidden when JavaScript is off).
import type { ReactNode } from 'react'
import { CopyIcon, CheckIcon, FileIcon, TerminalIcon } from '../icons.tsx'

const SHELL = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'powershell'])

export function LanguageIcon({ lang }: { lang?: string }) {
  if (lang && SHELL.has(lang)) return <TerminalIcon className="code-lang-icon" />
  return <FileIcon className="code-lang-icon" />
}

export function CodeBlock({ title, lang, children }: { title?: string; lang?: string; children?: ReactNode }) {
  return (
    <div className="code-block" data-code-block="" data-lang={lang}>
      {title ? (
        <div className="code-title">
          <LanguageIcon lang={lang} />
          <span>{title}</span>
        </div>
      ) : null}
      <div className="code-body">
        {children}
        <button type="button" className="copy-button" data-copy-code="" aria-label="Copy code" title="Copy code">
          <CopyIcon className="copy-idle" />
          <CheckIcon className="copy-done" />
        </button>
      </div>
    </div>
  )
}
