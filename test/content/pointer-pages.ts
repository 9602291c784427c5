// The ONE list of pointer pages: routes the site keeps (the spec's route table requires them) for names a reader may
// look for that the published packages do not provide. Each says so in its first line and sends the reader on.
export const pointerPages: Record<string, string> = {
  '/valdres/api/createStore': 'not exported: store() makes a store',
  '/valdres-react/api/atom': 'exported by valdres, not valdres-react',
  '/valdres-react/api/atomFamily': 'exported by valdres, not valdres-react',
  '/valdres-react/api/selector': 'exported by valdres, not valdres-react',
  '/valdres-react/api/store': 'exported by valdres, not valdres-react',
  '/@valdres/color-mode': 'not published on npm',
  '/@valdres-react/color-mode': 'not published on npm',
  '/@valdres-react/hotkeys': 'not published on npm',
  '/@valdres-react/jotai': 'not published on npm; its entry file exports nothing',
  '/@valdres-react/panable': 'not published on npm',
  '/@valdres-react/recoil': 'not published on npm',
}
