// The rendered pages' template (app.html) marks the shell's start-up scripts and stylesheet instead of
// deferring or blocking on them (rspack.base.ts): the first view is already in the HTML with the rules it uses,
// so the shell's code, its download as well as its evaluation, and the rest of its rules come after that view is
// painted, never between the HTML and its first paint.

/**
 * Marks a start-up script the parser does not run (its type is text/plain) and a stylesheet only preloaded:
 * the boot script starts the one and applies the other.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/** A hidden tab paints nothing: past this, the scripts start anyway. */
export const AFTER_PAINT_LATEST_MS = 1000;

/**
 * Applies the page's marked stylesheets and starts its marked scripts, in their order, once the browser has
 * painted: the frame callback runs just before a paint, the task it schedules after it.
 */
export function startAfterPaint(doc: Document, win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'>): void {
  const sheets = [...doc.querySelectorAll<HTMLLinkElement>(`link[${AFTER_PAINT_ATTRIBUTE}]`)];
  const marked = [...doc.querySelectorAll<HTMLScriptElement>(`script[${AFTER_PAINT_ATTRIBUTE}]`)];
  if (sheets.length + marked.length === 0) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Before the code: what it draws beyond the first view has its rules.
    for (const sheet of sheets) sheet.rel = 'stylesheet';
    for (const placeholder of marked) {
      const script = doc.createElement('script');
      script.src = placeholder.src;
      // Inserted scripts run as they arrive unless told otherwise: these keep the order the build gave them.
      script.async = false;
      placeholder.replaceWith(script);
    }
  };
  win.requestAnimationFrame(() => win.setTimeout(start, 0));
  win.setTimeout(start, AFTER_PAINT_LATEST_MS);
}
