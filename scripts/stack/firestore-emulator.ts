// The shop's data locally: @firestore-emulator/server (Firestore's gRPC API in Node, in memory) as one
// server of the stack. The Java Firestore emulator cannot run on these machines (it needs Java 21).
// Its state is saved to a JSON file after every write (debounced) and on stop, and read back on start,
// so the shop's accounts, listings and orders survive a restart like the Auth emulator's accounts.
import fs from 'node:fs';
import path from 'node:path';
import { FirestoreServer } from '@firestore-emulator/server';

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

/** What this module uses of the server beyond its typed surface (its gRPC server and state's emitter). */
interface ServerInternals {
  server: { bindAsync(address: string, credentials: unknown, done: (error: Error | null) => void): void };
  state: {
    emitter: { on(event: string, listener: () => void): void };
    writeV1Document(date: Date, write: unknown): void;
    toJSON(): SavedState;
    clear(): void;
  };
  stop(): void;
}

export interface FirestoreEmulator {
  port: number;
  /** host:port, for FIRESTORE_EMULATOR_HOST. */
  host: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  reset(): void;
}

const SAVE_DELAY_MS = 500;

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

/** `dataFile`: the state is read from it on start and written to it after writes and on stop. */
export function createFirestoreEmulator({ port, host = '127.0.0.1', dataFile }: { port: number; host?: string; dataFile?: string }): FirestoreEmulator {
  let server: ServerInternals | null = null;
  let timer: NodeJS.Timeout | null = null;

  function save() {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!dataFile || !server) return;
    fs.mkdirSync(path.dirname(dataFile), { recursive: true });
    const tmp = `${dataFile}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(server.state.toJSON()));
    fs.renameSync(tmp, dataFile); // a crash mid-write never leaves half a file
  }

  async function start() {
    if (server) return;
    const next = new FirestoreServer() as unknown as ServerInternals;
    if (dataFile && fs.existsSync(dataFile)) {
      try {
        restore(next.state, JSON.parse(fs.readFileSync(dataFile, 'utf8')));
      } catch (error) {
        throw new Error(`The shop's data in ${dataFile} could not be read (${(error as Error).message}). Move it away to start empty.`);
      }
    }
    if (dataFile) {
      const later = () => {
        timer ??= setTimeout(save, SAVE_DELAY_MS);
        timer.unref?.();
      };
      for (const event of ['create-document', 'update-document', 'delete-document']) next.state.emitter.on(event, later);
    }
    // FirestoreServer.start binds every interface; the stack listens on loopback only.
    await new Promise<void>((resolve, reject) => {
      next.server.bindAsync(`${host}:${port}`, ServerCredentials.createInsecure(), (error) =>
        error ? reject(new Error(`Cannot start the Firestore emulator at ${host}:${port}: ${error.message}`)) : resolve(),
      );
    });
    server = next;
  }

  async function stop() {
    if (!server) return;
    save();
    server.stop();
    server = null;
  }

  /** Empties every collection (between journeys). */
  function reset() {
    server?.state.clear();
    if (dataFile) save();
  }

  return { port, host: `${host}:${port}`, start, stop, reset };
}

