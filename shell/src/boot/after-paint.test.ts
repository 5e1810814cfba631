import { AFTER_PAINT_ATTRIBUTE, AFTER_PAINT_LATEST_MS, startAfterPaint } from './after-paint';

/** A window whose frames and timers run when the test says. */
function fakeWindow() {
  const frames: (() => void)[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  return {
    win: {
      requestAnimationFrame: (run: () => void) => frames.push(run),
      setTimeout: (run: () => void, ms: number) => timers.push({ ms, run }),
    } as unknown as Pick<Window, 'requestAnimationFrame' | 'setTimeout'>,
    paint: () => frames.splice(0).forEach((run) => run()),
    runTimers: (upTo: number) => timers.filter((t) => t.ms <= upTo).forEach((t) => t.run()),
  };
}

/** A window with paint entries: the first contentful one is delivered when the test says the frame is shown. */
function windowWithPaintEntries() {
  const { win, paint, runTimers } = fakeWindow();
  const observers: { deliver: (names: string[]) => void; observing: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    private readonly entry = { deliver: (names: string[]) => this.callback({ getEntriesByName: (name: string) => names.filter((n) => n === name) }), observing: false };
    constructor(private readonly callback: (list: { getEntriesByName(name: string): string[] }) => void) {
      observers.push(this.entry);
    }
    observe() {
      this.entry.observing = true;
    }
    disconnect() {
      this.entry.observing = false;
    }
  }
  const shown = (names: string[]) => observers.filter((o) => o.observing).forEach((o) => o.deliver(names));
  return { win: { ...win, PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver }, paint, runTimers, shown };
}

const page = (body: string) => {
  document.body.innerHTML = body;
  return document;
};
const scripts = () => [...document.querySelectorAll('script')].map((s) => ({ src: s.getAttribute('src'), type: s.getAttribute('type'), async: s.async }));

describe('startAfterPaint', () => {
  it('starts the marked scripts, in their order, only after the browser has painted', () => {
    const doc = page(`<div id="root"><h1>Deals</h1></div><script type="text/plain" ${AFTER_PAINT_ATTRIBUTE} src="/main.js"></script><script type="text/plain" ${AFTER_PAINT_ATTRIBUTE} src="/more.js"></script>`);
    const { win, paint, runTimers } = fakeWindow();
    startAfterPaint(doc, win);
    expect(scripts().map((s) => s.type)).toEqual(['text/plain', 'text/plain']);
    paint();
    expect(scripts().map((s) => s.type)).toEqual(['text/plain', 'text/plain']);
    runTimers(0);
    expect(scripts()).toEqual([
      { src: 'http://localhost/main.js', type: null, async: false },
      { src: 'http://localhost/more.js', type: null, async: false },
    ]);
  });

  it("applies the preloaded stylesheet after the paint: the rules the page carries drew its first view", () => {
    const doc = page(`<link rel="preload" as="style" ${AFTER_PAINT_ATTRIBUTE} href="/main.css"><script type="text/plain" ${AFTER_PAINT_ATTRIBUTE} src="/main.js"></script>`);
    const { win, paint, runTimers } = fakeWindow();
    startAfterPaint(doc, win);
    paint();
    expect(doc.querySelector('link')!.rel).toBe('preload');
    runTimers(0);
    expect(doc.querySelector('link')!.rel).toBe('stylesheet');
  });

  it('starts them once, and in a tab that never paints after its latest moment', () => {
    const doc = page(`<script type="text/plain" ${AFTER_PAINT_ATTRIBUTE} src="/main.js"></script>`);
    const { win, paint, runTimers } = fakeWindow();
    startAfterPaint(doc, win);
    runTimers(AFTER_PAINT_LATEST_MS);
    paint();
    runTimers(AFTER_PAINT_LATEST_MS);
    expect(scripts()).toEqual([{ src: 'http://localhost/main.js', type: null, async: false }]);
  });

  it('where paint entries exist, waits for the first contentful frame to be shown, not for a frame to be drawn', () => {
    const doc = page(`<script type="text/plain" ${AFTER_PAINT_ATTRIBUTE} src="/main.js"></script>`);
    const { win, paint, runTimers, shown } = windowWithPaintEntries();
    const first = jest.fn();
    expect(startAfterPaint(doc, win, first)).toBe(true);
    paint();
    runTimers(0);
    shown(['first-paint']);
    expect(first).not.toHaveBeenCalled();
    expect(scripts()[0]!.type).toBe('text/plain');
    shown(['first-paint', 'first-contentful-paint']);
    expect(first).toHaveBeenCalledTimes(1);
    expect(scripts()).toEqual([{ src: 'http://localhost/main.js', type: null, async: false }]);
    shown(['first-contentful-paint']);
    runTimers(AFTER_PAINT_LATEST_MS);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('runs what it is given to run first (the boot script asking for the route’s files) before the scripts start', () => {
    const doc = page(`<script type="text/plain" ${AFTER_PAINT_ATTRIBUTE} src="/main.js"></script>`);
    const { win, paint, runTimers } = fakeWindow();
    const seen: (string | null)[] = [];
    startAfterPaint(doc, win, () => seen.push(doc.querySelector('script')!.getAttribute('type')));
    paint();
    runTimers(0);
    expect(seen).toEqual(['text/plain']);
  });

  it('leaves a page without marked scripts (a client-rendered one, its scripts deferred) as it is', () => {
    const html = '<div id="root"></div><script defer="" src="/main.js"></script>';
    const doc = page(html);
    const { win, paint, runTimers } = fakeWindow();
    const first = jest.fn();
    expect(startAfterPaint(doc, win, first)).toBe(false);
    paint();
    runTimers(AFTER_PAINT_LATEST_MS);
    expect(doc.body.innerHTML).toBe(html);
    expect(first).not.toHaveBeenCalled();
  });
});
