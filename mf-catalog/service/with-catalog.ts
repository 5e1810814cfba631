// `npm run dev -w mf-catalog`: QA's harness needs a catalog, so the local service runs beside the
// dev server (unless CATALOG_URL names another). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { createCatalogService } from './catalog-service';

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const service = process.env.CATALOG_URL
    ? null
    : createCatalogService({ port: Number(process.env.CATALOG_PORT) || 3010, count: Number(process.env.CATALOG_COUNT) || 200 });
  await service?.start();
  if (service) console.log(`Catalog service: ${service.url}/products`);
  // Without a command, spawn throws and main's catch reports it.
  const child = spawn(command!, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', async (code) => {
    await service?.stop();
    process.exit(code ?? 0);
  });
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
