// Type-information popups in code blocks (`.twoslash-hover` tokens, popups already in the HTML and shown on
// hover by CSS): keyboard access (the code block is one tab stop; arrow keys move between its tokens, each
// showing its popup), Escape dismisses (a popup shown by hover too), a tap opens on touch screens, and an open popup is kept on screen
// (8px from its token, flipped above when there is no room below, shifted left at the right edge).
import { onContentReplaced } from './content-replaced.ts'
import { guarded, safely } from './report.ts'

export const TOOLTIP_OFFSET = 8
const TOKEN = '.twoslash-hover'
const POPUP = ':scope > .twoslash-popup-container'

/**
 * Shows a token's popup fixed to the viewport (so the code block's scroll area cannot clip it): 8px below the token,
 * above it when there is no room below, and moved left to stay 8px inside the right edge.
 */
export function placePopup(token: HTMLElement): void {
  const popup = token.querySelector<HTMLElement>(POPUP)
  if (!popup) return
  popup.style.position = 'fixed'
  popup.style.bottom = 'auto'
  const anchor = token.getBoundingClientRect()
  const { width, height } = popup.getBoundingClientRect()
  const below = anchor.bottom + TOOLTIP_OFFSET
  const above = anchor.top - TOOLTIP_OFFSET - height
  const top = below + height > window.innerHeight && above > 0 ? above : below
  const left = Math.max(TOOLTIP_OFFSET, Math.min(anchor.left, document.documentElement.clientWidth - TOOLTIP_OFFSET - width))
  popup.style.top = `${top}px`
  popup.style.left = `${left}px`
}

function open(token: HTMLElement, doc: Document): void {
  for (const other of doc.querySelectorAll<HTMLElement>(`${TOKEN}[data-open]`)) if (other !== token) other.removeAttribute('data-open')
  token.removeAttribute('data-dismissed')
  token.setAttribute('data-open', '')
  placePopup(token)
}

function close(token: HTMLElement): void {
  token.removeAttribute('data-open')
  token.setAttribute('data-dismissed', '')
}

/** Makes the blocks with type popups under `root` keyboard-reachable and adds them to `blocks`. */
function prepareBlocks(root: ParentNode, blocks: Set<HTMLElement>): void {
  for (const token of root.querySelectorAll<HTMLElement>(TOKEN)) {
    if (!token.querySelector(POPUP)) continue
    token.tabIndex = -1
    const popup = token.querySelector<HTMLElement>(POPUP)!
    popup.setAttribute('role', 'tooltip')
    popup.id ||= `twoslash-${Math.random().toString(36).slice(2, 9)}`
    token.setAttribute('aria-describedby', popup.id)
    const pre = token.closest<HTMLElement>('pre')
    if (!pre || blocks.has(pre)) continue
    blocks.add(pre)
    // One tab stop per block; the tokens inside are reached with the arrow keys.
    if (pre.tabIndex < 0) pre.tabIndex = 0
    pre.setAttribute('aria-keyshortcuts', 'ArrowRight ArrowLeft Escape')
  }
}

export function enhanceTwoslash(doc: Document): void {
  const blocks = new Set<HTMLElement>()
  prepareBlocks(doc, blocks)
  onContentReplaced(doc, (content) => {
    for (const pre of blocks) if (!pre.isConnected) blocks.delete(pre)
    prepareBlocks(content, blocks)
  })

  doc.addEventListener(
    'keydown',
    guarded((event: KeyboardEvent) => {
      const target = event.target as HTMLElement
      const pre = target.closest?.<HTMLElement>('pre')
      if (!pre || !blocks.has(pre)) {
        // A popup shown by the pointer alone is dismissed by Escape wherever focus is (WCAG 1.4.13).
        if (event.key === 'Escape') doc.querySelectorAll<HTMLElement>(`${TOKEN}:hover, ${TOKEN}[data-open]`).forEach(close)
        return
      }
      const tokens = [...pre.querySelectorAll<HTMLElement>(TOKEN)].filter((t) => t.querySelector(POPUP))
      const current = target.closest<HTMLElement>(TOKEN)
      if (event.key === 'Escape') {
        if (!current && !pre.querySelector(`${TOKEN}[data-open]`)) return
        event.preventDefault()
        pre.querySelectorAll<HTMLElement>(`${TOKEN}[data-open]`).forEach(close)
        if (current) close(current)
        pre.focus()
        return
      }
      const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown'
      const backward = event.key === 'ArrowLeft' || event.key === 'ArrowUp'
      if (!forward && !backward) return
      event.preventDefault()
      const at = current ? tokens.indexOf(current) : forward ? -1 : tokens.length
      const next = tokens[(at + (forward ? 1 : -1) + tokens.length) % tokens.length]
      if (!next) return
      // Into view at once (the page's smooth scrolling would place the popup where the token was), then focus, which
      // opens and places the popup where the token now is.
      next.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' })
      next.focus({ preventScroll: true })
    }),
  )
  doc.addEventListener(
    'focusin',
    guarded((event: FocusEvent) => {
      const token = (event.target as Element).closest?.<HTMLElement>(TOKEN)
      // Keyboard focus only: a tap also focuses the token, and the tap's own click toggles it.
      if (token && token === event.target && token.matches(':focus-visible')) open(token, doc)
    }),
  )
  doc.addEventListener(
    'focusout',
    guarded((event: FocusEvent) => {
      const token = (event.target as Element).closest?.<HTMLElement>(TOKEN)
      if (token && token === event.target) token.removeAttribute('data-open')
    }),
  )
  doc.addEventListener(
    'pointerover',
    guarded((event: PointerEvent) => {
      const token = (event.target as Element).closest?.<HTMLElement>(TOKEN)
      if (token) placePopup(token)
    }),
  )
  // A shown popup is fixed to the viewport: when the page or the code block scrolls, it follows its token.
  let queued = false
  doc.addEventListener(
    'scroll',
    () => {
      if (queued) return
      queued = true
      requestAnimationFrame(() =>
        safely(() => {
          queued = false
          doc.querySelectorAll<HTMLElement>(`${TOKEN}[data-open], ${TOKEN}:hover`).forEach(placePopup)
        }),
      )
    },
    { passive: true, capture: true },
  )
  doc.addEventListener(
    'pointerleave',
    guarded((event: PointerEvent) => {
      const token = (event.target as Element).closest?.<HTMLElement>(TOKEN)
      token?.removeAttribute('data-dismissed')
    }),
    true,
  )
  // A tap toggles the popup (touch screens have no hover); a tap elsewhere closes it.
  doc.addEventListener(
    'click',
    guarded((event: MouseEvent) => {
      const token = (event.target as Element).closest?.<HTMLElement>(TOKEN)
      const touch = (event as PointerEvent).pointerType === 'touch' || matchMedia('(hover: none)').matches
      if (token && touch && !(event.target as Element).closest('.twoslash-popup-container')) {
        if (token.hasAttribute('data-open')) close(token)
        else open(token, doc)
        return
      }
      if (!token) for (const t of doc.querySelectorAll<HTMLElement>(`${TOKEN}[data-open]`)) t.removeAttribute('data-open')
    }),
  )
}
