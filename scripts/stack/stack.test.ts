import type { LocalFunctions } from './auth-emulator';
import type { FirestoreEmulator } from './firestore-emulator';
import { localConfig } from './runtime-config';
import { catalogDataDir, localAuthEmulator, localCatalogDatabase } from './stack';

// The emulator is not launched here: what it would be launched with is enough.
jest.mock('./auth-emulator', () => ({ ...jest.requireActual('./auth-emulator'), createAuthEmulator: (options: unknown) => options }));

const ports = (auth: number) => ({ shell: 3000, 'mf-marketing': 3001, 'mf-catalog': 3002, 'mf-checkout': 3003, 'mf-account': 3004, catalog: 3010, auth });

describe('localCatalogDatabase: the catalog index’s database beside the local server', () => {
  it('sits at the Auth port − 7: 9092 for npm start, 3392 for the journeys, 3492 for the bench', () => {
    for (const [auth, port] of [[9099, 9092], [3399, 3392], [3499, 3492]] as const) {
      const database = localCatalogDatabase(localConfig(ports(auth)), {});
      expect(database).toMatchObject({ port, url: `postgres://postgres@127.0.0.1:${port}/postgres` });
    }
    expect(localCatalogDatabase(localConfig(ports(9099)), { CATALOG_DATABASE_PORT: '5544' })?.port).toBe(5544);
  });

  it('is not started where the server does not run here, nor for a PostgreSQL of your own', () => {
    const config = localConfig(ports(9099));
    expect(localCatalogDatabase(config, { SHOP_SERVER: 'off' })).toBeNull();
    expect(localCatalogDatabase(config, { AUTH_EMULATOR: 'off' })).toBeNull();
    expect(localCatalogDatabase(config, { CATALOG_DATABASE_URL: 'postgres://shop@db.example/catalog' })).toBeNull();
  });

  it('keeps its files beside the shop’s data', () => {
    expect(catalogDataDir('/shop/.stack/shop-data/firestore.json')).toBe('/shop/.stack/shop-data/catalog-db');
  });
});

describe('localAuthEmulator: the server’s catalog database setting', () => {
  const config = localConfig(ports(9099));
  const firestore = { host: '127.0.0.1:9093' } as FirestoreEmulator;
  const functionsEnv = (env: NodeJS.ProcessEnv, database = localCatalogDatabase(config, env)) =>
    (localAuthEmulator(config, env, undefined, firestore, '/tmp/images', database) as unknown as { functions: LocalFunctions }).functions.env;

  it('hands the functions the local database’s URL, or CATALOG_DATABASE_URL as it is', () => {
    expect(functionsEnv({}).CATALOG_DATABASE_URL).toBe('postgres://postgres@127.0.0.1:9092/postgres');
    const own = 'postgresql://root@localhost/catalog?host=/var/run/postgresql';
    expect(functionsEnv({ CATALOG_DATABASE_URL: own }).CATALOG_DATABASE_URL).toBe(own);
  });
});
