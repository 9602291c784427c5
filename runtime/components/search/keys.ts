// Key tests shared by the search dialog and the page's plain scripts (kept free of React so the small entry
// script can use them): is the reader typing in a field, and is this the Cmd/Ctrl+K toggle.

const TEXT_ROLES = /^(textbox|searchbox|combobox|spinbutton)$/

/**
 * True when a key press is meant for a text field (so `/` types a slash there): inputs that take text, text
 * areas, selects, editable content, and fields inside a component's shadow root, where the event's target is
 * the component's host and only the composed path names the field.
 */
export function isTyping(target: EventTarget | null, event?: Event): boolean {
  const inner = (event?.composedPath?.()[0] ?? target) as HTMLElement | null
  return isTextField(inner) || (inner !== target && isTextField(target as HTMLElement | null))
}

function isTextField(el: HTMLElement | null): boolean {
  if (!el?.tagName) return false
  if (el.isContentEditable) return true
  const tag = el.tagName
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true
  if (tag === 'INPUT') return !/^(button|checkbox|radio|submit|reset|range|color|file|image)$/i.test((el as HTMLInputElement).type)
  return TEXT_ROLES.test(el.getAttribute('role') ?? '')
}

export function isToggleShortcut(event: KeyboardEvent): boolean {
  // Vocs checks metaKey only, leaving Windows and Linux readers without the shortcut.
  return (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
}

/** `/` outside a text field (and not while an input method composes a character). */
export function isSlashShortcut(event: KeyboardEvent): boolean {
  return event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !event.isComposing && !isTyping(event.target, event)
}
