// Code group: WAI-ARIA tabs over several code blocks. Without JavaScript every panel shows, each under its label;
// with it, one panel at a time (the tabs enhancer handles keys). Non-array children render nothing (spec).
import { isValidElement, useId, type ReactElement, type ReactNode } from 'react'

export function CodeGroupTab({ children }: { label: string; children?: ReactNode }) {
  return <>{children}</>
}

export function CodeGroup({ children }: { children?: ReactNode }) {
  const id = useId()
  if (!Array.isArray(children)) return null
  const tabs = (children as ReactNode[]).filter((c): c is ReactElement<{ label: string; children?: ReactNode }> => isValidElement(c))
  return (
    <div className="code-group" data-code-group="">
      <div role="tablist" aria-orientation="horizontal" className="code-group-tabs">
        {tabs.map((tab, i) => (
          <button
            key={i}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-controls={`${id}-panel-${i}`}
            aria-selected={i === 0}
            tabIndex={i === 0 ? 0 : -1}
            data-state={i === 0 ? 'active' : 'inactive'}
          >
            {tab.props.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={i}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          data-state={i === 0 ? 'active' : 'inactive'}
          data-label={tab.props.label}
          className="code-group-panel"
        >
          {tab.props.children}
        </div>
      ))}
    </div>
  )
}
