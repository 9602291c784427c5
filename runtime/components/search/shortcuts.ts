// Global ways to open the search dialog once its island is in place: `/` outside text fields, Cmd+K or Ctrl+K
// (toggle), a click on any element marked with the trigger attribute, and the open event for plain scripts.
import { useEffect } from 'react'
import { SEARCH_OPEN_EVENT, SEARCH_TRIGGER_ATTR } from '../../contract/search.ts'
import { isSlashShortcut, isToggleShortcut } from './keys.ts'

export function useSearchShortcuts(open: boolean, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return
      if (isToggleShortcut(event)) {
        event.preventDefault()
        setOpen(!open)
      } else if (!open && isSlashShortcut(event)) {
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
