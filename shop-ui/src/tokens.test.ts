import { readFileSync } from 'node:fs';
import path from 'node:path';

describe('tokens.css themes', () => {
  const css = readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
  const block = (selector: string) => {
    const start = css.indexOf(`${selector} {`);
    expect(start).toBeGreaterThan(-1);
    return css.slice(start + selector.length + 2, css.indexOf('}', start)).replace(/\s+/g, ' ').trim();
  };

  it('gives a chosen dark theme the same palette as a dark device', () => {
    const chosen = block(":root[data-theme='dark']");
    expect(chosen).toContain('color-scheme: dark');
    expect(block(":root:not([data-theme='light'])")).toBe(chosen);
  });
});
