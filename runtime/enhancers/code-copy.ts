// Code copy: copies a block's code without buttons, removed diff lines and type-info lines, and shows the
// copied state for 1 s. Plain TypeScript on the server-rendered markup (no React needed).
export const COPY_FEEDBACK_MS = 1000
const STRIP = 'button, .line.diff.remove, .twoslash-popup-container, .twoslash-error-line, .twoslash-tag-line, .twoslash-meta-line, .twoslash-completion-list'

export function codeTextOf(pre: Element): string {
  const clone = pre.cloneNode(true) as Element
  clone.querySelectorAll(STRIP).forEach((node) => node.remove())
  return clone.textContent ?? ''
}

export function enhanceCodeCopy(root: Document) {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-copy-code]')
    if (!button) return
    const pre = button.closest('[data-code-block]')?.querySelector('pre')
    if (!pre) return
    void navigator.clipboard.writeText(codeTextOf(pre)).then(() => {
      button.setAttribute('data-copied', '')
      setTimeout(() => button.removeAttribute('data-copied'), COPY_FEEDBACK_MS)
    })
  })
}
