// The `interaction` trigger: the first pointer over, focus, click or key on an island wakes it. While its code
// loads, a click or a key is held (not acted on twice) and replayed on the same element once React is in place;
// a hover or focus that is still current is replayed too, so the menu under the pointer opens.
const EVENTS = ['pointerover', 'focusin', 'click', 'keydown'] as const

/** Keys whose default action we must let through: Tab moves focus; Enter/Space on a button become a click. */
function letThrough(event: KeyboardEvent): boolean {
  if (event.key === 'Tab' || event.metaKey || event.ctrlKey || event.altKey) return true
  const onButton = (event.target as Element).closest('button, summary, a[href]') !== null
  return onButton && (event.key === 'Enter' || event.key === ' ')
}

export function onInteraction(root: HTMLElement, wake: (replay: () => void) => void): void {
  let held: MouseEvent | KeyboardEvent | undefined
  let hovered: Element | undefined
  let started = false

  const listener = (event: Event) => {
    if (event.type === 'pointerover') hovered = event.target as Element
    if (event.type === 'click' && !(event.target as Element).closest('a[href]')) hold(event as MouseEvent)
    if (event.type === 'keydown' && !letThrough(event as KeyboardEvent)) hold(event as KeyboardEvent)
    if (started) return
    started = true
    wake(replay)
  }
  const hold = (event: MouseEvent | KeyboardEvent) => {
    event.preventDefault()
    event.stopImmediatePropagation()
    held = event
  }
  const replay = () => {
    for (const type of EVENTS) root.removeEventListener(type, listener, true)
    if (hovered?.isConnected && hovered.matches(':hover')) hovered.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }))
    const active = document.activeElement
    if (active && root.contains(active)) active.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    if (held instanceof KeyboardEvent) held.target?.dispatchEvent(new KeyboardEvent('keydown', held))
    else if (held) held.target?.dispatchEvent(new MouseEvent('click', held))
  }
  for (const type of EVENTS) root.addEventListener(type, listener, true)
}
