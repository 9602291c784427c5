// Inline SVG icons used by the server-rendered chrome and content (no icon font, no extra request).
import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement>
const base = (props: IconProps) => ({ width: 16, height: 16, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const, 'aria-hidden': true, focusable: false, ...props })

export const CopyIcon = (p: IconProps) => (<svg {...base(p)}><rect x="9" y="9" width="12" height="12" rx="2" /><path d="M5 15V5a2 2 0 0 1 2-2h10" /></svg>)
export const CheckIcon = (p: IconProps) => (<svg {...base(p)}><path d="M20 6 9 17l-5-5" /></svg>)
export const TerminalIcon = (p: IconProps) => (<svg {...base(p)}><path d="m4 17 6-5-6-5" /><path d="M12 19h8" /></svg>)
export const FileIcon = (p: IconProps) => (<svg {...base(p)}><path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" /><path d="M14 3v5h5" /></svg>)
export const InfoIcon = (p: IconProps) => (<svg {...base(p)}><circle cx="12" cy="12" r="9" /><path d="M12 11v5M12 8h.01" /></svg>)
export const WarningIcon = (p: IconProps) => (<svg {...base(p)}><path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" /><path d="M12 9v4M12 17h.01" /></svg>)
export const BoltIcon = (p: IconProps) => (<svg {...base(p)}><path d="M13 2 3 14h9l-1 8 10-12h-9z" /></svg>)
export const CheckCircleIcon = (p: IconProps) => (<svg {...base(p)}><circle cx="12" cy="12" r="9" /><path d="m8 12 3 3 5-6" /></svg>)
export const ExternalIcon = (p: IconProps) => (<svg {...base(p)}><path d="M7 17 17 7M8 7h9v9" /></svg>)
