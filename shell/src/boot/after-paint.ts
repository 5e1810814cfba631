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
 * Applies the page's marked stylesheets, runs `first` and starts its marked scripts, in their order, once the
 * first view is on screen. False on a page with none marked (a client-rendered one): nothing waits there.
 */
export function startAfterPaint(doc: Document, win: PaintWindow, first?: () => void): boolean {
  const sheets = [...doc.querySelectorAll<HTMLLinkElement>(`link[${AFTER_PAINT_ATTRIBUTE}]`)];
  const marked = [...doc.querySelectorAll<HTMLScriptElement>(`script[${AFTER_PAINT_ATTRIBUTE}]`)];
  if (sheets.length + marked.length === 0) return false;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Before the code: what it draws beyond the first view has its rules.
    for (const sheet of sheets) sheet.rel = 'stylesheet';
    first?.();
    for (const placeholder of marked) {
      const script = doc.createElement('script');
      script.src = placeholder.src;
      // Inserted scripts run as they arrive unless told otherwise: these keep the order the build gave them.
      script.async = false;
      placeholder.replaceWith(script);
    }
  };
  whenFirstViewShown(win, start);
  win.setTimeout(start, AFTER_PAINT_LATEST_MS);
  return true;
}

type PaintWindow = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & { PerformanceObserver?: typeof PerformanceObserver };

/**
 * Runs `run` once the first contentful frame is on screen. The paint entry is delivered after that frame is
 * presented; a task queued from a frame callback can run before it, and a request it makes counts as made before
 * the page's largest paint (Lighthouse then adds the shell's download to that paint). Without paint entries,
 * after the next frame.
 */
function whenFirstViewShown(win: PaintWindow, run: () => void): void {
  const Observer = win.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    win.requestAnimationFrame(() => win.setTimeout(run, 0));
    return;
  }
  const observer = new Observer((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}
