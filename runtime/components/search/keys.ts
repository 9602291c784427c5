// Key tests shared by the search dialog and the page's plain scripts (kept free of React so the small entry
// script can use them): is the reader typing in a field, and is this the Cmd/Ctrl+K toggle.

/** True when a key press is meant for a text field (so `/` types a slash there). */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  if (!el?.tagName) return false
  if (el.isContentEditable) return true
  const tag = el.tagName
  return (
    tag === 'TEXTAREA' ||
    tag === 'SELECT' ||
    (tag === 'INPUT' && !/^(button|checkbox|radio|submit|reset|range|color|file|image)$/i.test((el as HTMLInputElement).type))
  )
}

export function isToggleShortcut(event: KeyboardEvent): boolean {
  // Vocs checks metaKey only, leaving Windows and Linux readers without the shortcut.
  return (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
}
