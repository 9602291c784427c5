// A profile form whose fields are atoms; useResetAtom puts each one back to its default.
import { atom } from 'valdres'
import { Provider, useResetAtom, useSetAtom, useValue } from 'valdres-react'

const nameAtom = atom('Ada Lovelace')
const roleAtom = atom('Analyst')

function Field({ label, state }: { label: string; state: typeof nameAtom }) {
  const value = useValue(state)
  const setValue = useSetAtom(state)
  return (
    <label>
      {label} <input value={value} onChange={(e) => setValue(e.target.value)} />
    </label>
  )
}

function Profile() {
  const resetName = useResetAtom(nameAtom)
  const resetRole = useResetAtom(roleAtom)
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <Field label="Name" state={nameAtom} /> <Field label="Role" state={roleAtom} />{' '}
      <button
        type="button"
        onClick={() => {
          resetName()
          resetRole()
        }}
      >
        Reset
      </button>
    </form>
  )
}

export default function ProfileExample() {
  return (
    <Provider>
      <Profile />
    </Provider>
  )
}
