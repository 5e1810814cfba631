import { criticalCss } from './critical-css';

const HTML = '<header class="bar sticky"><a class="logo" href="/">Oja</a></header><main class="page"><h1 class="title">Hi</h1></main>';

describe('the rules a page’s HTML uses', () => {
  it('keeps a rule when the HTML has every class its selector needs, and drops the rest', () => {
    const css = `/* the bar */
      .bar { position: sticky; }
      .drawer { position: fixed; }
      .bar .logo:hover, .drawer .logo { color: green; }
      .page > .title::after { content: "}"; }
      .missing .title { color: red; }`;
    expect(criticalCss(css, HTML)).toBe('.bar{position: sticky;}.bar .logo:hover{color: green;}.page > .title::after{content: "}";}');
  });

  it('keeps rules without a class, fonts and keyframes, and what a media query’s rules keep', () => {
    const css = `:root { --brand: #0b7a4b; }
      h1 { margin: 0; }
      @font-face { font-family: Shop; src: url(shop.woff2); }
      @keyframes pulse { from { opacity: 1; } to { opacity: 0.5; } }
      @media (max-width: 768px) { .bar { height: 56px; } .drawer { width: 100%; } }
      @media print { .drawer { display: none; } }
      @import url(other.css);`;
    expect(criticalCss(css, HTML)).toBe(
      ':root{--brand: #0b7a4b;}h1{margin: 0;}@font-face{font-family: Shop; src: url(shop.woff2);}' +
        '@keyframes pulse{from { opacity: 1; } to { opacity: 0.5; }}@media (max-width: 768px){.bar{height: 56px;}}',
    );
  });

  it('does not need a class named inside :not()', () => {
    expect(criticalCss('.title:not(.active) { opacity: 0.8; } .title:is(.active) { opacity: 1; }', HTML)).toBe('.title:not(.active){opacity: 0.8;}');
  });
});
