// A write-ahead journal for the stack's own stores (the Firestore stand-in, the Auth emulator's accounts): each
// acknowledged change is appended as one JSON line, written and fdatasynced before it is answered, so it survives
// kill -9 and a power cut. Its owner replays it at start over its snapshot, then folds both into a new snapshot
// and empties it. Entries must be whole states (a document, an account), so replaying one twice changes nothing.
import fs from 'node:fs';
import path from 'node:path';

/** Past this size the journal is due to be folded into its snapshot (kept small, so a start replays quickly). */
const COMPACT_AT_BYTES = 16 * 1024 * 1024;

export interface Journal<Entry> {
  /** Appends one entry and returns once it is on disk. */
  append(entry: Entry): void;
  /** Whether the journal has grown enough to fold it into the snapshot. */
  readonly due: boolean;
  /** Writes `snapshot` durably as the data file, then empties the journal. */
  compact(snapshot: unknown): void;
  /** Empties the journal: its owner's snapshot, written elsewhere, holds every entry. */
  truncate(): void;
  close(): void;
}

/** Writes a file so that a crash leaves either the old one or the new one, never half of either. */
export function replaceDurably(file: string, text: string) {
  const tmp = `${file}.tmp`;
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, text);
    fs.fdatasyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
  syncDirectory(path.dirname(file));
}

/** A rename or a new file is durable once its folder is synced. */
function syncDirectory(dir: string) {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export const journalFile = (dataFile: string) => `${dataFile}.journal`;

/**
 * The entries the journal holds, in order. A last line cut short is a change that was never answered
 * (the crash came mid-write) and is left out; a broken line before the last means the file was damaged.
 */
export function readJournal<Entry>(dataFile: string): Entry[] {
  const file = journalFile(dataFile);
  if (!fs.existsSync(file)) return [];
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const entries: Entry[] = [];
  lines.forEach((line, i) => {
    if (!line) return;
    try {
      entries.push(JSON.parse(line) as Entry);
    } catch (error) {
      const last = lines.slice(i + 1).every((rest) => rest === '');
      if (!last) throw new Error(`line ${i + 1} of ${file} is damaged (${(error as Error).message})`);
    }
  });
  return entries;
}

/** Opens the journal for appending (after it was replayed and compacted). */
export function openJournal<Entry>(dataFile: string): Journal<Entry> {
  fs.mkdirSync(path.dirname(dataFile), { recursive: true });
  const file = journalFile(dataFile);
  let fd = fs.openSync(file, 'a');
  syncDirectory(path.dirname(file));
  let size = fs.fstatSync(fd).size;
  return {
    append(entry) {
      const line = `${JSON.stringify(entry)}\n`;
      fs.writeSync(fd, line);
      fs.fdatasyncSync(fd);
      size += Buffer.byteLength(line);
    },
    get due() {
      return size >= COMPACT_AT_BYTES;
    },
    compact(snapshot) {
      replaceDurably(dataFile, JSON.stringify(snapshot));
      // Only once the snapshot holds every entry may the journal go (a crash in between replays it again, which
      // changes nothing: its entries are whole states).
      this.truncate();
    },
    truncate() {
      fs.ftruncateSync(fd);
      fs.fdatasyncSync(fd);
      size = 0;
    },
    close() {
      fs.closeSync(fd);
      fd = -1;
    },
  };
}
