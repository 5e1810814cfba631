// Loopback ports of the stack. PORT moves the shell; every other port follows it
// (shell+1.. for remotes, +10 catalog), unless set one by one.
import { APPS } from './apps';

export function stackPorts(env: NodeJS.ProcessEnv = process.env): Record<string, number> {
  const shell = Number(env.PORT) || 3000;
  const ports: Record<string, number> = { catalog: Number(env.CATALOG_PORT) || shell + 10, auth: Number(env.AUTH_PORT) || 9099 };
  APPS.forEach((app, i) => {
    const own = Number(env[`${app.dir.toUpperCase().replace('-', '_')}_PORT`]);
    ports[app.dir] = own || shell + i;
  });
  return ports;
}
