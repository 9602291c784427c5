// The frame every performance demo shares: a titled region with what it measures, its controls, its results and
// a polite live region announcing each finished measurement. Server-rendered and hydrated as part of the demo islands.
import { useId, type ReactNode } from 'react'
import { formatCount } from '../format.ts'

export function DemoShell(props: {
  title: string
  state: string
  about: ReactNode
  controls: ReactNode
  children?: ReactNode
  announce: string
  limits: ReactNode
}) {
  const id = useId()
  return (
    <section className="demo" aria-labelledby={`${id}-title`} data-demo-state={props.state}>
      <h4 className="demo-title" id={`${id}-title`}>
        {props.title}
      </h4>
      <p className="demo-about">{props.about}</p>
      <div className="demo-controls">{props.controls}</div>
      {props.children}
      <p className="demo-status" role="status" aria-live="polite">
        {props.announce}
      </p>
      <p className="demo-limits">{props.limits}</p>
    </section>
  )
}

export function Select<T extends string | number>(props: {
  label: string
  value: T
  options: readonly { value: T; label: string }[]
  disabled?: boolean
  onChange: (value: T) => void
}) {
  const id = useId()
  return (
    <span className="demo-field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={String(props.value)}
        disabled={props.disabled}
        onChange={(e) => props.onChange(props.options.find((o) => String(o.value) === e.target.value)!.value)}
      >
        {props.options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </span>
  )
}

export function StartStop(props: { running: boolean; onStart: () => void; onStop: () => void; startLabel?: string }) {
  return props.running ? (
    <button type="button" className="demo-button" data-demo-stop onClick={props.onStop}>
      Stop
    </button>
  ) : (
    <button type="button" className="demo-button demo-button-primary" data-demo-start onClick={props.onStart}>
      {props.startLabel ?? 'Start'}
    </button>
  )
}

/** The controls of a run-once demo: how many atoms, Start/Stop, and the run's progress text. */
export function AtomCountControls(props: {
  counts: readonly number[]
  count: number
  setCount: (n: number) => void
  running: boolean
  start: () => void
  stop: () => void
  progress: string
}) {
  return (
    <>
      <Select
        label="Atoms"
        value={props.count}
        disabled={props.running}
        options={props.counts.map((n) => ({ value: n, label: formatCount(n) }))}
        onChange={props.setCount}
      />
      <StartStop running={props.running} onStart={props.start} onStop={props.stop} />
      {props.progress ? (
        <span className="demo-progress" data-demo-progress>
          {props.progress}
        </span>
      ) : null}
    </>
  )
}
