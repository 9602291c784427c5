// The button that opens a native popover (the sidebar, the outline, the mobile menu, the page actions): it works
// without JavaScript, and the popover enhancer keeps its aria-expanded in step once scripts run. Server-rendered.
import type { ButtonHTMLAttributes, ReactNode } from 'react'

type PopoverButtonProps = { target: string; className: string; children: ReactNode } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> &
  Record<`data-${string}`, string>

export function PopoverButton({ target, className, children, ...rest }: PopoverButtonProps) {
  return (
    <button type="button" className={className} popoverTarget={target} aria-expanded="false" aria-controls={target} {...rest}>
      {children}
    </button>
  )
}
