// A rendered page compressed for the shopper's link, as Hosting serves the site's files: its first paint waits
// for the HTML (a listing's 65 KB is 10 KB in brotli). The encoded page's ETag is weak: the same page in another
// encoding, which If-None-Match compares weakly anyway.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/** Brotli when the request takes it, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (/\bbr\b/.test(acceptEncoding ?? '')) return 'br';
  return /\bgzip\b/.test(acceptEncoding ?? '') ? 'gzip' : null;
}

/** The tag a request revalidates with, as the page was tagged: a weak tag is the same page encoded. */
export const strongTag = (ifNoneMatch: string | undefined) => ifNoneMatch?.replace(/^W\//, '');

/**
 * The page's headers and body for a request's Accept-Encoding. Only a body worth it is encoded (an empty 304 or a
 * short message is not); brotli at quality 5 takes about a millisecond for a listing's page.
 */
export function encodePage(
  answer: { headers: Record<string, string>; body: string | Buffer },
  acceptEncoding: string | undefined,
): { headers: Record<string, string>; body: string | Buffer } {
  const encoding = pageEncoding(acceptEncoding);
  const vary: Record<string, string> = { ...answer.headers, Vary: 'Accept-Encoding' };
  if (!encoding || answer.body.length < 1024) return { headers: vary, body: answer.body };
  const body =
    encoding === 'br'
      ? brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : gzipSync(answer.body, { level: 6 });
  if (vary.ETag) vary.ETag = `W/${strongTag(vary.ETag)}`;
  return { headers: { ...vary, 'Content-Encoding': encoding }, body };
}
