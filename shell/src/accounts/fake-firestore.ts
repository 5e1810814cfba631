/**
 * A test double of the slice of `firebase/firestore` the account store uses, for machines with
 * no Firestore emulator (it needs Java 21). It keeps Firestore's rules that matter here: data is
 * copied in and out, `undefined` is refused, dotted field paths update nested maps, updating a
 * missing document fails with 'not-found', and a transaction writes all or nothing.
 * The real SDK is checked by the contract suite on the emulator (firestore-account-store.test.ts).
 */
type Data = Record<string, unknown>;

export class FakeFirestoreError extends Error {
  override name = 'FirebaseError';
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

export interface FakeDb {
  docs: Map<string, Data>;
  nextId: number;
}
interface CollectionRef {
  db: FakeDb;
  path: string;
}
interface DocRef {
  db: FakeDb;
  path: string;
  id: string;
}
type Constraint = { where: [string, '==', unknown] } | { orderBy: [string, 'asc' | 'desc'] };

export const newFakeFirestore = (): FakeDb => ({ docs: new Map(), nextId: 1 });

function checked(value: unknown, at = ''): unknown {
  if (value === undefined) throw new FakeFirestoreError('invalid-argument', `Unsupported field value: undefined (found in field ${at})`);
  if (Array.isArray(value)) return value.map((v, i) => checked(v, `${at}[${i}]`));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, checked(v, at ? `${at}.${k}` : k)]));
  }
  return value;
}

const copy = <T>(value: T): T => structuredClone(value);

function snapshot(ref: DocRef, data: Data | undefined) {
  return { id: ref.id, ref, exists: () => data !== undefined, data: () => (data === undefined ? undefined : copy(data)) };
}

function applyUpdate(current: Data, fields: Data): Data {
  const next = copy(current);
  for (const [path, value] of Object.entries(checked(fields) as Data)) {
    const keys = path.split('.');
    let target = next;
    for (const key of keys.slice(0, -1)) {
      if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
      target = target[key] as Data;
    }
    target[keys.at(-1)!] = value;
  }
  return next;
}

export const collection = (db: FakeDb, path: string): CollectionRef => ({ db, path });

export function doc(parent: FakeDb | CollectionRef, path?: string, id?: string): DocRef {
  if ('docs' in parent) return { db: parent, path: `${path}/${id}`, id: id! };
  const auto = `auto${parent.db.nextId++}`;
  return { db: parent.db, path: `${parent.path}/${auto}`, id: auto };
}

export const getDoc = async (ref: DocRef) => snapshot(ref, ref.db.docs.get(ref.path));

export async function updateDoc(ref: DocRef, fields: Data) {
  const current = ref.db.docs.get(ref.path);
  if (!current) throw new FakeFirestoreError('not-found', `No document to update: ${ref.path}`);
  ref.db.docs.set(ref.path, applyUpdate(current, fields));
}

export const where = (field: string, op: '==', value: unknown): Constraint => ({ where: [field, op, value] });
export const orderBy = (field: string, direction: 'asc' | 'desc' = 'asc'): Constraint => ({ orderBy: [field, direction] });
export const query = (ref: CollectionRef, ...constraints: Constraint[]) => ({ ref, constraints });

export async function getDocs(q: { ref: CollectionRef; constraints: Constraint[] }) {
  const prefix = `${q.ref.path}/`;
  let rows = [...q.ref.db.docs].filter(([path]) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/'));
  for (const c of q.constraints) {
    if ('where' in c) rows = rows.filter(([, data]) => data[c.where[0]] === c.where[2]);
    else {
      const [field, direction] = c.orderBy;
      const sign = direction === 'desc' ? -1 : 1;
      rows = [...rows].sort(([, a], [, b]) => sign * ((a[field] as number) - (b[field] as number)));
    }
  }
  return { docs: rows.map(([path, data]) => snapshot({ db: q.ref.db, path, id: path.slice(prefix.length) }, data)) };
}

export async function runTransaction<T>(db: FakeDb, update: (tx: unknown) => Promise<T>): Promise<T> {
  const writes: (() => void)[] = [];
  const tx = {
    get: async (ref: DocRef) => {
      if (writes.length > 0) throw new FakeFirestoreError('invalid-argument', 'Firestore transactions require all reads before writes');
      return snapshot(ref, db.docs.get(ref.path));
    },
    set: (ref: DocRef, data: Data) => {
      const value = checked(data) as Data;
      writes.push(() => db.docs.set(ref.path, value));
      return tx;
    },
    update: (ref: DocRef, fields: Data) => {
      checked(fields);
      writes.push(() => {
        const current = db.docs.get(ref.path);
        if (!current) throw new FakeFirestoreError('not-found', `No document to update: ${ref.path}`);
        db.docs.set(ref.path, applyUpdate(current, fields));
      });
      return tx;
    },
  };
  const result = await update(tx);
  // Commit: apply to a scratch copy first, so a failing write leaves nothing behind.
  const before = new Map(db.docs);
  try {
    for (const write of writes) write();
  } catch (error) {
    db.docs = before;
    throw error;
  }
  return result;
}

export const getFirestore = () => newFakeFirestore();
