import type { RenderRequest } from 'shared-contracts/server-render';
import { routePreloads } from '../boot/route-preloads';

/**
 * The remote's stylesheets for the route's screen, as its manifest names them (the boot script preloads the
 * same): linked in the page's head, so its HTML is styled at first paint. None when the manifest cannot be read.
 */
export async function routeStylesheets(request: RenderRequest, manifestUrl: string, module: string): Promise<string[]> {
  try {
    const response = await request.fetch(manifestUrl);
    if (!response.ok) return [];
    const { files } = await routePreloads(manifestUrl, response, module, {});
    return files.filter((file) => file.as === 'style').map((file) => file.href);
  } catch {
    return [];
  }
}
