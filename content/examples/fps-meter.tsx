// A frame-rate meter: requestAnimationFrame counts frames, and an atom holds the rate measured each half second.
import { useEffect, useState } from 'react'
import { atom } from 'valdres'
import { Provider, useSetAtom, useValue } from 'valdres-react'

const fpsAtom = atom(0)

function Meter() {
  const setFps = useSetAtom(fpsAtom)
  useEffect(() => {
    let frames = 0
    let since = performance.now()
    let id = requestAnimationFrame(function tick(now) {
      frames++
      if (now - since >= 500) {
        setFps(Math.round((frames * 1000) / (now - since)))
        frames = 0
        since = now
      }
      id = requestAnimationFrame(tick)
    })
    return () => cancelAnimationFrame(id)
  }, [setFps])
  return null
}

function Readout() {
  return <output data-name="fps">{useValue(fpsAtom)} fps</output>
}

export default function FpsMeterExample() {
  const [running, setRunning] = useState(false)
  return (
    <Provider>
      <button type="button" onClick={() => setRunning((r) => !r)}>
        {running ? 'Stop' : 'Start'}
      </button>{' '}
      {running && <Meter />}
      <Readout />
    </Provider>
  )
}
