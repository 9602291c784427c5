// Page-level shapes shared by the build and the components: outline items and the pieces of a rendered page.
export interface OutlineItem {
  id: string
  level: number
  text: string
}

export interface PageLink {
  text: string
  link: string
}
