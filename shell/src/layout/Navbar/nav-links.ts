/** The main navigation of SPEC §2: the bar's links on desktop, the side menu's on phones. */
export const NAV_LINKS = [
  { label: 'Shop', to: '/shop' },
  { label: 'Collections', to: '/collections' },
  { label: 'About', to: '/about' },
] as const;
