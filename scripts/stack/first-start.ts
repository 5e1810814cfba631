// When this deployment of the local stack first started, kept across restarts: the early-bird offer
// ends a week after it, so restarting `npm start` never moves the end (no fake urgency).
import fs from 'node:fs';
import path from 'node:path';

/** The time recorded in `file`, or `now`, recorded there when the file is missing or unreadable. */
export function firstStartAt(file: string, now = Date.now()): number {
  try {
    const { firstStart } = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (Number.isSafeInteger(firstStart) && firstStart > 0) return firstStart;
  } catch {
    // First start (or a file someone broke): this start is the first.
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ firstStart: now, at: new Date(now).toISOString() })}\n`);
  return now;
}
