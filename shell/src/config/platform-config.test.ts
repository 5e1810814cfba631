import { parseRuntimeConfig } from './runtime-config';
import { platformConfigOf } from './platform-config';

const config = parseRuntimeConfig({
  remotes: { mf_catalog: 'https://catalog.example/1.0.0/mf-manifest.json' },
  catalogUrl: 'https://dummyjson.com',
  catalogApiUrl: 'https://shop.example/api/catalog',
  identity: { mode: 'emulator', emulatorUrl: 'http://127.0.0.1:9099' },
  accountStore: { mode: 'server', url: 'https://us-central1-shop.cloudfunctions.net' },
  earlyBirdEndsAt: '2026-12-01T09:30:00.000Z',
});

it("gives remotes the catalog endpoint, the payment provider and the offer's end, and nothing else (not the catalog the server indexes)", () => {
  expect(platformConfigOf(config)).toEqual({
    catalogApiUrl: 'https://shop.example/api/catalog',
    payment: { provider: 'sandbox' },
    earlyBirdEndsAt: '2026-12-01T09:30:00.000Z',
  });
});
