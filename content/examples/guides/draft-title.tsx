// A draft in a scoped store: the input writes into the <Scope>, the saved title reads the Provider's store,
// Save copies the draft to the parent store and Cancel throws the draft away by starting a new scoped store.
import { useState } from 'react'
import { atom, type Store } from 'valdres'
import { Provider, Scope, useSetAtom, useStore, useValue } from 'valdres-react'

const titleAtom = atom('Quarterly report')

function SavedTitle() {
  return <h3 data-name="saved">{useValue(titleAtom)}</h3>
}

function DraftEditor({ parent, onDone }: { parent: Store; onDone: () => void }) {
  const draft = useValue(titleAtom) // the scoped store's value: the parent's until the draft is edited
  const setDraft = useSetAtom(titleAtom)
  return (
    <p>
      <input aria-label="Title" value={draft} onChange={(e) => setDraft(e.target.value)} />{' '}
      <button
        type="button"
        onClick={() => {
          parent.set(titleAtom, draft)
          onDone()
        }}
      >
        Save
      </button>{' '}
      <button type="button" onClick={onDone}>
        Cancel
      </button>
    </p>
  )
}

function Editor() {
  const parent = useStore()
  // A new scopeId starts a new, empty scoped store: the old draft is gone.
  const [edit, setEdit] = useState(0)
  return (
    <Scope scopeId={`draft-${edit}`}>
      <DraftEditor parent={parent} onDone={() => setEdit((n) => n + 1)} />
    </Scope>
  )
}

export default function DraftTitleExample() {
  return (
    <Provider>
      <SavedTitle />
      <Editor />
    </Provider>
  )
}
