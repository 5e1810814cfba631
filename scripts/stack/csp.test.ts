import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_CHECK, GOOGLE, inlineScriptHashes, originOf, PAYSTACK, remotePageDirectives, remotePagePolicy, shellDirectives, shellPolicy } from './csp';
import { localConfig } from './runtime-config';

const ports = { shell: 3000, 'mf-marketing': 3001, 'mf-catalog': 3002, 'mf-checkout': 3003, 'mf-account': 3004, catalog: 3010, auth: 9099 };
const local = localConfig(ports);
/** The shell page's inline script (the remembered theme before the first paint), allowed by its hash alone. */
const THEME_SCRIPT = inlineScriptHashes(readFileSync(path.join(__dirname, '../../shell/public/index.html'), 'utf8'));
const REMOTE_ORIGINS = ['http://127.0.0.1:3001', 'http://127.0.0.1:3002', 'http://127.0.0.1:3003', 'http://127.0.0.1:3004'];

const production = {
  remotes: {
    mf_marketing: 'https://marketing.oja.example/v12/mf-manifest.json',
    mf_catalog: 'https://catalog.oja.example/mf-manifest.json',
  },
  catalogUrl: 'https://dummyjson.com',
  catalogApiUrl: 'https://shop.oja.example/api/catalog',
  identity: { mode: 'firebase', apiKey: 'AIza-key', projectId: 'oja-shop', authDomain: 'oja-shop.firebaseapp.com' },
  accountStore: { mode: 'server', url: 'https://us-central1-oja-shop.cloudfunctions.net' },
  payment: { provider: 'paystack', publicKey: 'pk_test_123' },
};

/** The header as a browser reads it: directive name to its sources. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('shellPolicy with the local config (npm start)', () => {
  const policy = parse(shellPolicy(local));

  it('runs scripts only from the shop itself and its remotes, never inline or eval but the one inline script of its page, by hash', () => {
    expect(THEME_SCRIPT).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
    expect(policy['script-src']).toEqual(["'self'", ...THEME_SCRIPT, ...REMOTE_ORIGINS]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it("lets the page reach the remotes, the Auth emulator and the shop's server (its catalog endpoint too), nothing else: the catalog service is the server's to read", () => {
    expect(policy['connect-src']).toEqual(["'self'", ...REMOTE_ORIGINS, 'http://127.0.0.1:9099', 'http://127.0.0.1:9094']);
  });

  it("shows pictures from the shop, its remotes, the catalog, the shop's server (listings) and data or blob URLs (avatars, previews)", () => {
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', ...REMOTE_ORIGINS, 'http://127.0.0.1:3010', 'http://127.0.0.1:9094']);
  });

  it('frames nothing with the sandbox gateway, and is never framed itself', () => {
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  it('allows no plugins, no <base> elsewhere and forms only to itself', () => {
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it("allows inline code in styles only (react-toastify's and Paystack's injected <style>), remote CSS from the remotes", () => {
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'", ...REMOTE_ORIGINS]);
    const inline = Object.entries(policy).filter(([, sources]) => sources.some((s) => s.startsWith("'unsafe-")));
    expect(inline).toEqual([['style-src', expect.any(Array)]]);
  });
});

describe('inlineScriptHashes', () => {
  it("hashes each inline script's text as CSP does (MDN's example), and no script with a src", () => {
    const page = `<script src="/boot.js" async></script><script>alert('Hello, world.');</script><script>\n</script>`;
    expect(inlineScriptHashes(page)).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='", "'sha256-AbpHGcgLb+kRsJGnwFEktk7uzpZOCcBY74+YBdrKVGs='"]);
  });
});

describe('shellPolicy with a production config', () => {
  const policy = parse(shellPolicy(production));

  it("adds Google's pop-up script for firebase sign-in, and no emulator", () => {
    expect(policy['script-src']).toEqual(["'self'", ...THEME_SCRIPT, 'https://marketing.oja.example', 'https://catalog.oja.example', GOOGLE.popupScript]);
    expect(policy['connect-src']).not.toContain('http://127.0.0.1:9099');
  });

  it("reaches Firebase Auth, the shop's server, its catalog endpoint and Paystack's API; never Firestore itself, nor the catalog the server reads", () => {
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://marketing.oja.example',
      'https://catalog.oja.example',
      ...GOOGLE.auth,
      'https://us-central1-oja-shop.cloudfunctions.net',
      'https://shop.oja.example',
      PAYSTACK.api,
    ]);
  });

  it("frames only Paystack's checkout and the Firebase authDomain", () => {
    expect(policy['frame-src']).toEqual(['https://checkout.paystack.com', 'https://oja-shop.firebaseapp.com']);
  });

  it("shows DummyJSON's pictures from its CDN and Google profile photos", () => {
    expect(policy['img-src']).toEqual(expect.arrayContaining(['https://dummyjson.com', 'https://cdn.dummyjson.com', GOOGLE.photos]));
  });

  it("calls a catalog endpoint on the page's own origin 'self' (production, behind Hosting's rewrite)", () => {
    const sameOrigin = { ...production, catalogApiUrl: 'https://shop.oja.example/api/catalog' };
    expect(parse(shellPolicy(sameOrigin, 'https://shop.oja.example'))['connect-src']).not.toContain('https://shop.oja.example');
    expect(parse(shellPolicy(sameOrigin, 'https://other.oja.example'))['connect-src']).toContain('https://shop.oja.example');
  });

  it("loads reCAPTCHA Enterprise and reaches App Check's token exchange only where App Check is configured", () => {
    expect(Object.values(policy).flat().filter((source) => /recaptcha|appcheck/.test(source))).toEqual([]);
    const checked = parse(shellPolicy({ ...production, identity: { ...production.identity, appCheckSiteKey: '6Lc-site-key' } }));
    expect(checked['script-src']).toEqual(expect.arrayContaining(APP_CHECK.scripts));
    expect(checked['frame-src']).toEqual(expect.arrayContaining(APP_CHECK.frames));
    expect(checked['connect-src']).toContain(APP_CHECK.api);
  });

  it('leaves Paystack out with the sandbox', () => {
    const sandboxed = parse(shellPolicy({ ...production, payment: { provider: 'sandbox' } }));
    expect(sandboxed['connect-src']).not.toContain(PAYSTACK.api);
    expect(sandboxed['frame-src']).toEqual(['https://oja-shop.firebaseapp.com']);
  });
});

describe('shellPolicy: preview origins', () => {
  it('loads code from each allowed preview origin, and from none when the list is absent', () => {
    const withPreviews = shellDirectives({ ...local, previewOrigins: ['https://qa.oja.example'] });
    for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src']) {
      expect(withPreviews[directive]).toContain('https://qa.oja.example');
    }
    expect(shellDirectives(local)['script-src']).toEqual(["'self'", ...THEME_SCRIPT, ...REMOTE_ORIGINS]);
  });

  it('names an origin once however many remotes share it', () => {
    const shared = { ...local, remotes: { a: 'https://cdn.oja.example/a/mf-manifest.json', b: 'https://cdn.oja.example/b/mf-manifest.json' } };
    expect(shellDirectives(shared)['script-src']).toEqual(["'self'", ...THEME_SCRIPT, 'https://cdn.oja.example']);
  });
});

describe('shellPolicy: a config value can never change the policy itself', () => {
  it('leaves out a URL that would add a directive or a source', () => {
    const hostile = {
      ...local,
      remotes: { mf_catalog: "http://a;script-src 'unsafe-inline'/mf-manifest.json", mf_account: 'javascript:alert(1)' },
      previewOrigins: ['https://ok.example', 'https://x.example *'],
      identity: { mode: 'firebase', apiKey: 'k', projectId: 'p', authDomain: "evil.example; frame-src *" },
    };
    const header = shellPolicy(hostile);
    expect(header).not.toMatch(/javascript:|\*|evil|a;/);
    expect(parse(header)['script-src']).not.toContain("'unsafe-inline'");
    expect(Object.keys(parse(header))).toEqual(Object.keys(parse(shellPolicy(local))));
    expect(parse(header)['script-src']).toEqual(["'self'", ...THEME_SCRIPT, 'https://ok.example', GOOGLE.popupScript]);
  });

  it('reads only http(s) origins from URLs', () => {
    expect(originOf('https://Shop.Example:8443/a/b?c')).toBe('https://shop.example:8443');
    expect(originOf('http://[::1]:3001/mf-manifest.json')).toBe('http://[::1]:3001');
    expect(originOf('data:text/html,hi')).toBeNull();
    expect(originOf('not a url')).toBeNull();
    expect(originOf(42)).toBeNull();
  });
});

describe('remotePagePolicy (a remote alone, in its QA harness)', () => {
  it('runs its own scripts only and reaches nothing but itself: the harness holds every port, the catalog too, in memory', () => {
    const policy = parse(remotePagePolicy());
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(remotePageDirectives()['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });
});

describe('the providers the policy names', () => {
  it('are the ones @paystack/inline-js opens (checked against the installed package)', () => {
    const inline = readFileSync(path.join(__dirname, '../../node_modules/@paystack/inline-js/es/inline.js'), 'utf8');
    const production = /production:[^"]{0,40}checkoutUrl:"([^"]+)",paymentBaseUrl:"[^"]+",paystackApiUrl:"([^"]+)"/.exec(inline);
    expect(production).not.toBeNull();
    expect(originOf(production![1])).toBe(PAYSTACK.frame);
    expect(originOf(production![2])).toBe(PAYSTACK.api);
  });
});
