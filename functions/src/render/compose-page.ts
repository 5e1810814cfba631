import type { RenderedPage } from 'shared-contracts/server-render';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The shell's page with the first view in `#root` and the view's stylesheets in its head. */
export function composePage(template: string, page: RenderedPage): string {
  // React puts the hints it finds (the hero image's preload) first in the markup: they belong in the head,
  // where the browser reads them before the body.
  const hints = /^(?:<link\b[^>]*>)*/.exec(page.html)![0];
  const body = page.html.slice(hints.length);
  const links = page.stylesheets.map((href) => `<link rel="stylesheet" href="${attribute(href)}" />`).join('');
  return (
    template
      .replace('</head>', () => `${links}${hints}</head>`)
      // The page shows its content without JavaScript now: the notice that it needs it would be wrong.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      // A function as the replacement: `$&` and its kin in the markup are the markup's own.
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
  );
}
