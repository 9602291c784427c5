// The light/dark switch. Server-rendered; the browser runtime toggles the `dark` class and stores the choice
// under `vocs.theme`. Not rendered when the site fixes a colour scheme; hidden by CSS when JavaScript is off.
import { MoonIcon, SunIcon } from '../icons.tsx'

export function ThemeSwitch() {
  return (
    <button
      type="button"
      className="theme-switch icon-button"
      data-theme-switch=""
      aria-label="Switch between light and dark theme"
      title="Light or dark theme"
    >
      <SunIcon className="theme-switch-sun" />
      <MoonIcon className="theme-switch-moon" />
    </button>
  )
}
