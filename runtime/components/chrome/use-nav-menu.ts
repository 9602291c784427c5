// Open/close timing of navigation dropdowns (the Radix NavigationMenu model): a hover opens after `openDelay`,
// at once if another menu was open within `skipDelay`; leaving closes after `closeDelay`. A click toggles,
// except that it keeps open a menu the hover just opened. The top nav uses no open delay.
import { useCallback, useEffect, useRef, useState } from 'react'

export interface NavMenuTiming {
  openDelay: number
  skipDelay: number
  closeDelay: number
}

/** The spec's generic navigation menu. */
export const NAV_MENU_TIMING: NavMenuTiming = { openDelay: 200, skipDelay: 300, closeDelay: 150 }
/** The top navigation: opens on hover with no delay. */
export const TOP_NAV_TIMING: NavMenuTiming = { ...NAV_MENU_TIMING, openDelay: 0 }

export function useNavMenu(timing: NavMenuTiming) {
  const [openId, setOpenId] = useState<number | null>(null)
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const closedAt = useRef(-Infinity)
  const byHover = useRef(false)
  const current = useRef(openId)
  current.current = openId

  // Touches refs only, so one function serves every render.
  const clear = useCallback(() => {
    clearTimeout(openTimer.current)
    clearTimeout(closeTimer.current)
  }, [])
  useEffect(() => clear, [clear])

  const open = useCallback((id: number, hover: boolean) => {
    byHover.current = hover
    setOpenId(id)
  }, [])
  const close = useCallback(() => {
    clear()
    if (current.current !== null) closedAt.current = performance.now()
    setOpenId(null)
  }, [clear])

  const enter = useCallback(
    (id: number) => {
      clear()
      if (current.current === id) return
      const skip = current.current !== null || performance.now() - closedAt.current < timing.skipDelay
      if (skip || timing.openDelay <= 0) open(id, true)
      else openTimer.current = setTimeout(() => open(id, true), timing.openDelay)
    },
    [clear, open, timing],
  )

  const leave = useCallback(() => {
    clearTimeout(openTimer.current)
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(close, timing.closeDelay)
  }, [close, timing])

  const toggle = useCallback(
    (id: number) => {
      clear()
      if (current.current === id && byHover.current) byHover.current = false
      else if (current.current === id) close()
      else open(id, false)
    },
    [clear, close, open],
  )

  return { openId, enter, leave, toggle, open, close }
}
