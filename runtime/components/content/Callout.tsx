// Callouts (`:::note|info|warning|danger|tip|success`): an <aside> with an icon and an accessible label.
import type { ReactNode } from 'react'
import { BoltIcon, CheckCircleIcon, InfoIcon, WarningIcon } from '../icons.tsx'

const ICONS = { note: InfoIcon, info: InfoIcon, warning: WarningIcon, danger: WarningIcon, tip: BoltIcon, success: CheckCircleIcon }
const LABELS = { note: 'Note', info: 'Info', warning: 'Warning', danger: 'Danger', tip: 'Tip', success: 'Success' }
export type CalloutType = keyof typeof ICONS

export function Callout({ type = 'note', children }: { type?: CalloutType; children?: ReactNode }) {
  const Icon = ICONS[type] ?? InfoIcon
  return (
    <aside className="callout" data-callout={type} aria-label={LABELS[type] ?? 'Note'}>
      <Icon className="callout-icon" />
      <div className="callout-body">{children}</div>
    </aside>
  )
}
