// Guards: the stack runs the Firebase Auth emulator where /config.json says it is, and a journey can
// empty it between tests.
import { resetAuthEmulator } from './support/auth';
import { composedShop } from './support/composed-shop';

const shop = composedShop();

async function emulatorUrl(): Promise<string> {
  const config = (await (await fetch(`${shop.stack.url}/config.json`)).json()) as { identity: { emulatorUrl: string } };
  return config.identity.emulatorUrl;
}

/** The emulator's REST endpoints, as the Firebase SDK calls them (any API key will do). */
async function identityToolkit(method: string, body: object): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${await emulatorUrl()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const SHOPPER = { email: 'ada@example.com', password: 'naira-2024', returnSecureToken: true };

test('the Auth emulator answers at the URL /config.json names', async () => {
  const res = await fetch(await emulatorUrl());
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ authEmulator: { ready: true } });
});

test('resetting the emulator deletes every account', async () => {
  const signUp = await identityToolkit('signUp', SHOPPER);
  expect(signUp.status).toBe(200);
  const { idToken } = signUp.json;
  expect((await identityToolkit('lookup', { idToken })).status).toBe(200);
  expect((await identityToolkit('signInWithPassword', SHOPPER)).status).toBe(200);

  await resetAuthEmulator(shop.stack);

  const lookup = await identityToolkit('lookup', { idToken });
  expect(lookup.status).toBe(400);
  expect(JSON.stringify(lookup.json)).toContain('USER_NOT_FOUND');
  const signIn = await identityToolkit('signInWithPassword', SHOPPER);
  expect(signIn.status).toBe(400);
  expect(JSON.stringify(signIn.json)).toContain('EMAIL_NOT_FOUND');
});
