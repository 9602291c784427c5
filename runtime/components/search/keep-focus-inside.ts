// Tab and Shift+Tab wrap around inside a container (the search dialog), the part of a modal the browser's
// showModal() would give that a dialog shown without it must do itself. Runs in the browser.

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]'

/** The elements Tab visits inside `container`, in document order: enabled, not tabindex -1, rendered. */
export function tabbables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0,
  )
}

/** For a Tab keydown in `container`: moves focus to the other end when it would leave; true when it did. */
export function keepFocusInside(container: Element, backwards: boolean, active: Element | null): boolean {
  const order = tabbables(container)
  if (!order.length) return false
  const first = order[0]!
  const last = order.at(-1)!
  const inside = active != null && container.contains(active)
  if (backwards && (!inside || active === first)) return focusOn(last)
  if (!backwards && (!inside || active === last)) return focusOn(first)
  return false
}

function focusOn(el: HTMLElement): true {
  el.focus()
  return true
}
