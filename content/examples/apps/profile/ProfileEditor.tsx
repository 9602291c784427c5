// Worked example: a profile editor. The draft is an atom whose default is the saved profile (through a selector), so
// resetting it goes back to what was saved; validation and "changed?" are selectors. Runs in the browser; shown on
// /guides/examples/profile-editor.
import { atom, selector } from 'valdres'
import { Provider, useResetAtom, useSetAtom, useTransaction, useValue } from 'valdres-react'

type Profile = { name: string; email: string; bio: string }
type Errors = Partial<Record<keyof Profile, string>>

const BIO_LIMIT = 80

const savedProfileAtom = atom<Profile>({ name: 'Ada Lovelace', email: 'ada@example.com', bio: 'Writes programs for engines.' })
const savedProfileSelector = selector((get) => get(savedProfileAtom))
// Seeded from the saved profile on first read; reset() reads the saved profile again.
const draftAtom = atom<Profile>(savedProfileSelector)
const savedMessageAtom = atom('')

const errorsSelector = selector((get): Errors => {
  const draft = get(draftAtom)
  const errors: Errors = {}
  if (!draft.name.trim()) errors.name = 'Name is required.'
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email)) errors.email = 'Enter an email address like name@example.com.'
  if (draft.bio.length > BIO_LIMIT) errors.bio = `At most ${BIO_LIMIT} characters (${draft.bio.length} now).`
  return errors
})
const isValidSelector = selector((get) => Object.keys(get(errorsSelector)).length === 0)
const isChangedSelector = selector((get) => {
  const draft = get(draftAtom)
  const saved = get(savedProfileAtom)
  return draft.name !== saved.name || draft.email !== saved.email || draft.bio !== saved.bio
})

function Field({ field, label, multiline = false }: { field: keyof Profile; label: string; multiline?: boolean }) {
  const value = useValue(draftAtom)[field]
  const error = useValue(errorsSelector)[field]
  const setDraft = useSetAtom(draftAtom)
  const setMessage = useSetAtom(savedMessageAtom)
  const onChange = (next: string) => {
    setDraft((draft) => ({ ...draft, [field]: next }))
    setMessage('')
  }
  const id = `profile-${field}`
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea id={id} rows={3} value={value} aria-invalid={Boolean(error)} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} value={value} aria-invalid={Boolean(error)} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <small role="alert" style={{ color: '#c62828' }}>
          {error}
        </small>
      ) : null}
    </div>
  )
}

function Actions() {
  const valid = useValue(isValidSelector)
  const changed = useValue(isChangedSelector)
  const message = useValue(savedMessageAtom)
  const resetDraft = useResetAtom(draftAtom)
  const transaction = useTransaction()
  const save = () =>
    transaction((txn) => {
      txn.set(savedProfileAtom, txn.get(draftAtom))
      txn.set(savedMessageAtom, 'Saved.')
    })
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <button type="button" disabled={!valid || !changed} onClick={save}>
        Save
      </button>
      <button type="button" disabled={!changed} onClick={resetDraft}>
        Reset
      </button>
      <output>{message || (changed ? 'Unsaved changes' : 'No changes')}</output>
    </div>
  )
}

function SavedCard() {
  const saved = useValue(savedProfileAtom)
  return (
    <aside aria-label="Saved profile" style={{ borderLeft: '3px solid currentColor', paddingLeft: 8 }}>
      <strong>{saved.name}</strong> · {saved.email}
      <p style={{ margin: 0 }}>{saved.bio}</p>
    </aside>
  )
}

export default function ProfileEditor() {
  return (
    <Provider>
      <form aria-label="Edit profile" onSubmit={(e) => e.preventDefault()} style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
        <Field field="name" label="Name" />
        <Field field="email" label="Email" />
        <Field field="bio" label="Bio" multiline />
        <Actions />
        <SavedCard />
      </form>
    </Provider>
  )
}
