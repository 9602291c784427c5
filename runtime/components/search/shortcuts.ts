// Global ways to open the search dialog once it is mounted: `/` outside text fields, Cmd+K or Ctrl+K (toggle),
// a click on any element marked with the trigger attribute, and the open event for plain scripts.
import { useEffect } from 'react'
import { SEARCH_OPEN_EVENT, SEARCH_TRIGGER_ATTR } from '../../contract/search.ts'

/** True when a key press is meant for a text field (so `/` types a slash there). */
export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null
  if (!el || !el.tagName) return false
  if (el.isContentEditable) return true
  const tag = el.tagName
  return tag === 'TEXTAREA' || tag === 'SELECT' || (tag === 'INPUT' && !/^(button|checkbox|radio|submit|reset|range|color|file|image)$/i.test((el as HTMLInputElement).type))
}

export function isToggleShortcut(event: KeyboardEvent): boolean {
  // Vocs checks metaKey only, leaving Windows and Linux readers without the shortcut.
  return (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
}

export function useSearchShortcuts(open: boolean, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return
      if (isToggleShortcut(event)) {
        event.preventDefault()
        setOpen(!open)
      } else if (!open && event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target)) {
        event.preventDefault()
        setOpen(true)
      }
    }
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.(`[${SEARCH_TRIGGER_ATTR}]`)
      if (!trigger) return
      event.preventDefault()
      setOpen(true)
    }
    const onOpen = () => setOpen(true)
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    document.addEventListener(SEARCH_OPEN_EVENT, onOpen)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
      document.removeEventListener(SEARCH_OPEN_EVENT, onOpen)
    }
  }, [open, setOpen])
}
