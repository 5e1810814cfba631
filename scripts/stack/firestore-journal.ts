// The Firestore stand-in's write-ahead journal: every commit appends the documents it left behind as one
// line, written and fdatasynced before the commit is answered, so a write the server was told is done
// survives kill -9 and a power cut. At start the data file (a snapshot) is read and the journal replayed
// over it; then both are compacted into a new snapshot and the journal starts empty.
import fs from 'node:fs';
import path from 'node:path';

/** A document as the package's own toJSON writes it: fields by name, each { type, value }. */
export interface JournalDocument {
  path: string;
  fields: Record<string, unknown>;
}
/** One commit: the documents it created or changed, and the paths it deleted. */
export interface JournalEntry {
  put: JournalDocument[];
  deleted: string[];
}

/** Past this size the journal is folded into the snapshot at the next commit (kept small, so a start replays quickly). */
const COMPACT_AT_BYTES = 16 * 1024 * 1024;

export interface Journal {
  /** Appends one commit and returns once it is on disk. */
  append(entry: JournalEntry): void;
  /** Whether the journal has grown enough to fold it into the snapshot. */
  readonly due: boolean;
  /** Writes `snapshot` durably as the data file, then empties the journal. */
  compact(snapshot: unknown): void;
  close(): void;
}

/** Writes a file so that a crash leaves either the old one or the new one, never half of either. */
function replaceDurably(file: string, text: string) {
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
 * The commits the journal holds, in order. A last line cut short is a commit that was never answered
 * (the crash came mid-write) and is left out; a broken line before the last means the file was damaged.
 */
export function readJournal(dataFile: string): JournalEntry[] {
  const file = journalFile(dataFile);
  if (!fs.existsSync(file)) return [];
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const entries: JournalEntry[] = [];
  lines.forEach((line, i) => {
    if (!line) return;
    try {
      entries.push(JSON.parse(line) as JournalEntry);
    } catch (error) {
      const last = lines.slice(i + 1).every((rest) => rest === '');
      if (!last) throw new Error(`line ${i + 1} of ${file} is damaged (${(error as Error).message})`);
    }
  });
  return entries;
}

/** Opens the journal for appending (after it was replayed and compacted). */
export function openJournal(dataFile: string): Journal {
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
      // Only once the snapshot holds every commit may the journal go (a crash in between replays it again:
      // its lines are whole documents, so replaying them over the snapshot changes nothing).
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
