import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstStartAt } from './first-start';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'first-start-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('the first start is recorded, and every later start reads it back unchanged', () => {
  const file = path.join(dir, 'shop-data/first-start.json');
  expect(firstStartAt(file, 1_000)).toBe(1_000);
  expect(firstStartAt(file, 9_000)).toBe(1_000);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ firstStart: 1_000, at: '1970-01-01T00:00:01.000Z' });
});

test('a broken record counts as none: this start becomes the first', () => {
  const file = path.join(dir, 'first-start.json');
  writeFileSync(file, '{"firstStart": "yesterday"}');
  expect(firstStartAt(file, 5_000)).toBe(5_000);
  expect(firstStartAt(file, 6_000)).toBe(5_000);
});
