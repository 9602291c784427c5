// Code copy: copies a block's code without buttons, removed diff lines and type-info lines, and shows the
// copied state for 1 s. Where the Clipboard API is missing (plain http on a LAN address) it copies through a
// selection instead, and says so on the button if copying failed. Plain TypeScript on the server-rendered markup.
export const COPY_FEEDBACK_MS = 1000
export const COPY_FAILED_MS = 4000
const STRIP = 'button, .line.diff.remove, .twoslash-popup-container, .twoslash-error-line, .twoslash-tag-line, .twoslash-meta-line, .twoslash-completion-list'

export function codeTextOf(pre: Element): string {
  const clone = pre.cloneNode(true) as Element
  for (const node of clone.querySelectorAll(STRIP)) node.remove()
  return clone.textContent ?? ''
}

export function enhanceCodeCopy(root: Document) {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-copy-code]')
    if (!button) return
    const pre = button.closest('[data-code-block]')?.querySelector('pre')
    if (!pre) return
    void copyText(codeTextOf(pre), root).then(
      () => {
        button.setAttribute('data-copied', '')
        setTimeout(() => button.removeAttribute('data-copied'), COPY_FEEDBACK_MS)
      },
      () => {
        const label = button.getAttribute('aria-label')
        button.setAttribute('data-copy-failed', '')
        button.setAttribute('aria-label', 'Copy failed: select the code and copy it')
        setTimeout(() => {
          button.removeAttribute('data-copy-failed')
          if (label) button.setAttribute('aria-label', label)
        }, COPY_FAILED_MS)
      },
    )
  })
}

/** The Clipboard API where there is one (secure contexts), else a hidden text area copied with the selection. */
export async function copyText(text: string, root: Document): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      return await navigator.clipboard.writeText(text)
    } catch {
      // Denied (no permission, page not focused): try the selection below.
    }
  }
  const area = root.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0;pointer-events:none'
  const focused = root.activeElement as HTMLElement | null
  root.body.append(area)
  area.select()
  let copied = false
  try {
    copied = root.execCommand('copy')
  } finally {
    area.remove()
    focused?.focus?.()
  }
  if (!copied) throw new Error('copy failed')
}
