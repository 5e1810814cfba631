import { appearanceAttributes, type SiteAppearance } from 'shared-contracts';

/** Marks the page's root so tokens.css paints the chosen theme and holds animations still when asked. */
export function applyAppearance(root: HTMLElement, appearance: SiteAppearance): void {
  for (const [name, value] of Object.entries(appearanceAttributes(appearance))) {
    if (value === null) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
}
