import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isUnder, type ImageStore } from './image-store';

const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * The local stand-in for Cloud Storage (whose emulator needs Java 21): files in a folder beside the
 * shop's data, shown by the `image` function at `{baseUrl}/{id}`.
 */
export function localImageStore(dir: string, baseUrl: string): ImageStore & { read(id: string): Promise<{ bytes: Buffer; contentType: string } | null> } {
  return {
    async save(id, bytes, contentType) {
      if (!SAFE_ID.test(id)) throw new Error(`bad image id ${id}`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, id), bytes);
      await writeFile(path.join(dir, `${id}.type`), contentType);
      return `${baseUrl}/${id}`;
    },
    owns: (url) => isUnder(baseUrl, url),
    async remove(url) {
      const id = url.slice(baseUrl.length + 1);
      if (!isUnder(baseUrl, url) || !SAFE_ID.test(id)) return;
      await Promise.all([rm(path.join(dir, id), { force: true }), rm(path.join(dir, `${id}.type`), { force: true })]);
    },
    async read(id) {
      if (!SAFE_ID.test(id)) return null;
      try {
        const [bytes, contentType] = await Promise.all([readFile(path.join(dir, id)), readFile(path.join(dir, `${id}.type`), 'utf8')]);
        return { bytes, contentType };
      } catch {
        return null;
      }
    },
  };
}
