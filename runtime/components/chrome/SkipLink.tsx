// "Skip to content": the first focusable element of every page, visible only on keyboard focus.
export const CONTENT_ID = 'content'

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${CONTENT_ID}`}>
      Skip to content
    </a>
  )
}
