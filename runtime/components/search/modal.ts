// What makes the search dialog modal: it lives in its own element at the end of <body>, the rest of the page is
// inert while it is open, the page does not scroll behind it, Tab cycles inside it, and on close focus returns
// to whatever had it before.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'

export function useModal() {
  const [container, setContainer] = useState<HTMLElement | null>(null)
  const dialogRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    const root = document.createElement('div')
    root.className = 'search-root'
    document.body.append(root)
    const madeInert = [...document.body.children].filter((el): el is HTMLElement => el !== root && el instanceof HTMLElement && !el.inert)
    for (const el of madeInert) el.inert = true
    const html = document.documentElement
    const overflow = html.style.overflow
    html.style.overflow = 'hidden'
    setContainer(root)
    return () => {
      for (const el of madeInert) el.inert = false
      html.style.overflow = overflow
      root.remove()
      previous?.focus?.()
    }
  }, [])

  useEffect(() => {
    if (container) inputRef.current?.focus()
  }, [container])

  const onTab = (event: KeyboardEvent) => {
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>('input, button:not([disabled])') ?? [])]
    if (!focusable.length) return
    const at = focusable.indexOf(document.activeElement as HTMLElement)
    const next = event.shiftKey ? (at <= 0 ? focusable.length - 1 : at - 1) : (at + 1) % focusable.length
    event.preventDefault()
    focusable[next]!.focus()
  }

  return { container, dialogRef, inputRef, onTab }
}
