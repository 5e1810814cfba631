// Runs the local catalog service (`npm start -w catalog-service -- --port 3010`, or from the root):
//   node -r ./scripts/ts-require.cjs catalog-service/src/cli.ts [--port 3010] [--host 127.0.0.1] [--count 200] [--seed 1] [--delay 0]
// CATALOG_DELAY_MS in the environment sets the delay when --delay is not given.
import { createCatalogService } from './catalog-service';

const USAGE = 'Usage: node -r ./scripts/ts-require.cjs catalog-service/src/cli.ts [--port 3010] [--host 127.0.0.1] [--count 200] [--seed 1] [--delay 0]';
const NUMERIC = new Set(['port', 'count', 'seed', 'delay']);

interface CliOptions {
  port: number;
  host: string;
  count: number;
  seed: number;
  delay: number;
}

function parseArgs(argv: string[]): CliOptions {
  const given: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!match || !(NUMERIC.has(match[1] ?? '') || match[1] === 'host')) throw new Error(`Unknown argument '${arg}'`);
    const value = match[2] ?? argv[(i += 1)];
    if (value === undefined) throw new Error(`Missing value for --${match[1]}`);
    given[match[1] ?? ''] = value;
  }
  const number = (name: string, fallback: number) => {
    const raw = given[name] ?? (name === 'delay' ? process.env.CATALOG_DELAY_MS : undefined);
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number, got '${raw}'`);
    return value;
  };
  return { port: number('port', 3010), host: given.host ?? '127.0.0.1', count: number('count', 200), seed: number('seed', 1), delay: number('delay', 0) };
}

async function main() {
  let options: CliOptions;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const service = createCatalogService({ port: options.port, host: options.host, count: options.count, seed: options.seed, delayMs: options.delay });
  await service.start();
  const delay = options.delay ? `, ${options.delay} ms delay` : '';
  console.log(`Catalog service: ${service.url} (${options.count} products, seed ${options.seed}${delay})`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await service.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('Catalog service failed to start:', error.message ?? error);
  process.exit(1);
});
