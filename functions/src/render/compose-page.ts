/** A style element's text, which must not end the element early. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * The shell's page with the first view in `#root` and, in its head, the rules the view uses (critical-css.ts),
 * so its first paint waits on no stylesheet of a remote.
 */
export function composePage(template: string, html: string, css: string): string {
  // React puts the hints it finds (the hero image's preload) first in the markup: they belong in the head,
  // where the browser reads them before the body.
  const hints = /^(?:<link\b[^>]*>)*/.exec(html)![0];
  const body = html.slice(hints.length);
  const style = css ? `<style>${styleText(css)}</style>` : '';
  return (
    template
      .replace('</head>', () => `${style}${hints}</head>`)
      // The page shows its content without JavaScript now: the notice that it needs it would be wrong.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      // A function as the replacement: `$&` and its kin in the markup are the markup's own.
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
  );
}
