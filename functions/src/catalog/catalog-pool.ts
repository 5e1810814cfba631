import { logger } from 'firebase-functions';
import { Pool } from 'pg';

/** Where the catalog index lives: any PostgreSQL by URL, or Cloud SQL through its connector (IAM sign-in). */
export type CatalogDatabaseConfig =
  | { kind: 'url'; url: string }
  | { kind: 'cloud-sql'; instance: string; database: string; user: string; ipType: 'PUBLIC' | 'PRIVATE' | 'PSC' };

/** Connections one function instance keeps: Cloud SQL's limit is shared by every instance. */
const POOL_MAX = 5;

/**
 * A pool over the configured database. Cloud SQL's connector is loaded only where it is used, and
 * signs in as the functions' service account (IAM database authentication: no password to keep).
 */
export async function createCatalogPool(config: CatalogDatabaseConfig): Promise<Pool> {
  const pool = await poolFor(config);
  // An idle connection the database dropped (a restart, a failover) is reported here and replaced on
  // the next query; unheard, it would end the whole process.
  pool.on('error', (error) => logger.warn('catalog database connection lost', error.message));
  return pool;
}

async function poolFor(config: CatalogDatabaseConfig): Promise<Pool> {
  const common = { max: POOL_MAX, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 };
  if (config.kind === 'url') return new Pool({ connectionString: config.url, ...common });
  const { AuthTypes, Connector, IpAddressTypes } = await import('@google-cloud/cloud-sql-connector');
  const connector = new Connector();
  const options = await connector.getOptions({
    instanceConnectionName: config.instance,
    ipType: IpAddressTypes[config.ipType],
    authType: AuthTypes.IAM,
  });
  return new Pool({ ...options, user: config.user, database: config.database, ...common });
}
