import { ROUTE_DATA_ELEMENT_ID, type CarriedData } from 'shared-contracts/server-render';

/** A style element's text, which must not end the element early. */
const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * JSON for a script element: every `<`, `>` and `&` as a JSON escape, so a seller's `</script>` or `<!--` in a
 * product's name can neither end the element nor change how the parser reads it; U+2028/9 for old parsers.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The shell's page with the first view in `#root` and, in its head, the rules the view uses (critical-css.ts),
 * so its first paint waits on no stylesheet of a remote, and the data it was rendered with (JSON, not script).
 */
export function composePage(template: string, html: string, css: string, data: CarriedData | null = null): string {
  // React puts the hints it finds (the hero image's preload) first in the markup: they belong in the head,
  // where the browser reads them before the body.
  const hints = /^(?:<link\b[^>]*>)*/.exec(html)![0];
  const body = html.slice(hints.length);
  const style = css ? `<style>${styleText(css)}</style>` : '';
  // Before the boot script, which then leaves the first view's data to it (shell/src/boot).
  const carried = data ? `<script type="application/json" id="${ROUTE_DATA_ELEMENT_ID}">${scriptJson(data)}</script>` : '';
  const before = /<script\b/.test(template) ? /<script\b/ : '</head>';
  return (
    template
      .replace(before, (tag) => carried + tag)
      .replace('</head>', () => `${style}${hints}</head>`)
      // The page shows its content without JavaScript now: the notice that it needs it would be wrong.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      // A function as the replacement: `$&` and its kin in the markup are the markup's own.
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
  );
}
