// The shop's data locally: @firestore-emulator/server (Firestore's gRPC API in Node, in memory) as one
// server of the stack. The Java Firestore emulator cannot run on these machines (it needs Java 21).
// Every commit is journaled to disk before it is answered (durable-journal.ts), and at start the data
// file and the journal are read back, so nothing the server was told is written is lost, even to kill -9.
import fs from 'node:fs';
import { FirestoreServer } from '@firestore-emulator/server';
import { openJournal, readJournal, type Journal } from './durable-journal';

/** A document as the package's own toJSON writes it: fields by name, each { type, value }. */
interface JournalDocument {
  path: string;
  fields: Record<string, unknown>;
}
/** One commit: the documents it created or changed, and the paths it deleted. */
interface JournalEntry {
  put: JournalDocument[];
  deleted: string[];
}

const besideServer = (module: string) => require.resolve(module, { paths: [require.resolve('@firestore-emulator/server')] });
// The gRPC library the server itself was built with (credentials are checked by class).
const { ServerCredentials } = require(besideServer('@grpc/grpc-js')) as { ServerCredentials: { createInsecure(): unknown } };
// Saved documents go back in as the gRPC API's own writes: the package's field classes are bundled
// privately (checked by class), but the protobuf messages it reads are shared.
const { Write } = require(besideServer('@firestore-emulator/proto/dist/google/firestore/v1/write')) as { Write: { fromObject(value: object): unknown } };

/** A saved field, as the package's own toJSON writes it. */
interface SavedField {
  type: string;
  value: unknown;
}
interface SavedDocument {
  path: string;
  fields?: Record<string, SavedField>;
  collections?: Record<string, SavedCollection>;
}
interface SavedCollection {
  documents?: Record<string, SavedDocument>;
}
/** toJSON's nesting: projects › databases › collections › documents. */
interface SavedState {
  projects?: Record<string, { databases?: Record<string, { collections?: Record<string, SavedCollection> }> }>;
}

/** A document of the server's state, as its change events hand it over. */
interface StateDocument {
  getPath(): string;
  metadata: { hasExist: boolean };
  fields: Record<string, { toJSON(): SavedField }>;
}
type UnaryHandler = (call: unknown, callback: (error: unknown, response?: unknown) => void) => void;

/** What this module uses of the server beyond its typed surface (its gRPC server and state's emitter). */
interface ServerInternals {
  server: {
    bindAsync(address: string, credentials: unknown, done: (error: Error | null) => void): void;
    handlers: Map<string, { func: UnaryHandler }>;
  };
  state: {
    emitter: { on(event: string, listener: (event: { document: StateDocument }) => void): void };
    writeV1Document(date: Date, write: unknown): void;
    toJSON(): SavedState;
    clear(): void;
  };
  stop(): void;
}

/** The one RPC that writes (the admin SDK's set, update, delete, batch and transaction all commit through it). */
const COMMIT = '/google.firestore.v1.Firestore/Commit';

export interface FirestoreEmulator {
  port: number;
  /** host:port, for FIRESTORE_EMULATOR_HOST. */
  host: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  reset(): void;
}

/** One saved field ({ type, value }, the package's own toJSON) as a Firestore v1 Value object. */
function valueFromJson({ type, value }: SavedField): Record<string, unknown> {
  switch (type) {
    case 'null_value':
      return { null_value: 0 };
    case 'array_value':
      return { array_value: { values: (value as SavedField[]).map(valueFromJson) } };
    case 'map_value':
      return { map_value: { fields: fieldsFromJson(value as Record<string, SavedField>) } };
    case 'bytes_value':
      return { bytes_value: Uint8Array.from(Object.values(value as Record<string, number>)) };
    default:
      return { [type]: value };
  }
}

const fieldsFromJson = (saved: Record<string, SavedField>): Record<string, unknown> => Object.fromEntries(Object.entries(saved).map(([k, v]) => [k, valueFromJson(v)]));

/** Every document of a saved state (toJSON's nesting: projects › databases › collections › documents). */
function* savedDocuments(json: SavedState): Generator<SavedDocument> {
  function* inCollections(collections: Record<string, SavedCollection> | undefined): Generator<SavedDocument> {
    for (const collection of Object.values(collections ?? {})) {
      for (const doc of Object.values(collection.documents ?? {})) {
        if (doc.fields && Object.keys(doc.fields).length > 0) yield doc;
        yield* inCollections(doc.collections);
      }
    }
  }
  for (const project of Object.values(json.projects ?? {})) {
    for (const database of Object.values(project.databases ?? {})) yield* inCollections(database.collections);
  }
}

export function restore(state: ServerInternals['state'], json: SavedState): void {
  const now = new Date();
  for (const doc of savedDocuments(json)) {
    state.writeV1Document(now, Write.fromObject({ update: { name: doc.path, fields: fieldsFromJson(doc.fields ?? {}) } }));
  }
}

/** Applies journaled commits in order: each puts whole documents, so applying one twice changes nothing. */
function replay(state: ServerInternals['state'], entries: JournalEntry[]): void {
  const now = new Date();
  for (const { put, deleted } of entries) {
    for (const doc of put) {
      state.writeV1Document(now, Write.fromObject({ update: { name: doc.path, fields: fieldsFromJson(doc.fields as Record<string, SavedField>) } }));
    }
    for (const name of deleted) state.writeV1Document(now, Write.fromObject({ delete: name }));
  }
}

/** What a commit left of the documents it touched: each one whole, or its path when it is gone. */
function entryOf(touched: Map<string, StateDocument>): JournalEntry {
  const entry: JournalEntry = { put: [], deleted: [] };
  for (const [name, doc] of touched) {
    if (!doc.metadata.hasExist) entry.deleted.push(name);
    else entry.put.push({ path: name, fields: Object.fromEntries(Object.entries(doc.fields).map(([k, f]) => [k, f.toJSON()])) });
  }
  return entry;
}

/**
 * Journals every commit of `server` before it is answered. The server applies a commit's writes and answers
 * in one synchronous call, so the documents its change events name between the call and its answer are
 * exactly that commit's; nothing else can run in between.
 */
function journalCommits(server: ServerInternals, journal: Journal<JournalEntry>): void {
  const touched = new Map<string, StateDocument>();
  const note = ({ document }: { document: StateDocument }) => touched.set(document.getPath(), document);
  for (const event of ['create-document', 'update-document', 'delete-document']) server.state.emitter.on(event, note);
  const handler = server.server.handlers.get(COMMIT);
  if (!handler) throw new Error(`The Firestore stand-in has no ${COMMIT} to journal: its package changed (see firestore-emulator.ts).`);
  const commit = handler.func;
  handler.func = (call, callback) =>
    commit(call, (error, response) => {
      // Even a commit refused half-way has changed what the server holds (it applies writes one by one):
      // the journal keeps what the server holds.
      if (touched.size > 0) {
        try {
          journal.append(entryOf(touched));
          if (journal.due) journal.compact(server.state.toJSON());
        } catch (failure) {
          touched.clear();
          callback({ code: 14, message: `The shop's data could not be written to disk: ${(failure as Error).message}` });
          return;
        }
        touched.clear();
      }
      callback(error, response);
    });
}

/** `dataFile`: the state is read from it (and its journal) on start, and every commit is journaled beside it. */
export function createFirestoreEmulator({ port, host = '127.0.0.1', dataFile }: { port: number; host?: string; dataFile?: string }): FirestoreEmulator {
  let server: ServerInternals | null = null;
  let journal: Journal<JournalEntry> | null = null;

  /** Reads the snapshot and replays the journal over it, then folds both into a new snapshot. */
  function load(next: ServerInternals, file: string): Journal<JournalEntry> {
    try {
      if (fs.existsSync(file)) restore(next.state, JSON.parse(fs.readFileSync(file, 'utf8')));
      replay(next.state, readJournal<JournalEntry>(file));
    } catch (error) {
      throw new Error(`The shop's data in ${file} could not be read (${(error as Error).message}). Move it away to start empty.`);
    }
    const opened = openJournal<JournalEntry>(file);
    opened.compact(next.state.toJSON());
    return opened;
  }

  async function start() {
    if (server) return;
    const next = new FirestoreServer() as unknown as ServerInternals;
    const nextJournal = dataFile ? load(next, dataFile) : null;
    if (nextJournal) journalCommits(next, nextJournal);
    // FirestoreServer.start binds every interface; the stack listens on loopback only.
    try {
      await new Promise<void>((resolve, reject) => {
        next.server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error) =>
          error ? reject(new Error(`Cannot start the Firestore emulator at ${host}:${port}: ${error.message}`)) : resolve(),
        );
      });
    } catch (error) {
      nextJournal?.close();
      throw error;
    }
    server = next;
    journal = nextJournal;
  }

  async function stop() {
    if (!server) return;
    server.stop();
    journal?.compact(server.state.toJSON());
    journal?.close();
    server = null;
    journal = null;
  }

  /** Empties every collection (between journeys). */
  function reset() {
    server?.state.clear();
    if (server) journal?.compact(server.state.toJSON());
  }

  return { port, host: `${host}:${port}`, start, stop, reset };
}
