import { ServerCallError, MESSAGES, type CallServer } from 'shared-contracts';
import type { EarlyBirdOutcome } from 'shared-contracts/schemas';
import type { EarlyBirdForm } from '../early-bird-form';

export type SendResult = { ok: true; outcome: EarlyBirdOutcome } | { ok: false; message: string };

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * Sends a checked form to the shop's server, the pictures read as data URLs. The server decides: its
 * refusal (the offer ended, a field it will not take) is shown as it says it; anything else is the one
 * 'try again' message, and the form keeps what was typed. Public, but a signed-in owner of the email
 * may replace their registration, so their token goes along when they are signed in.
 */
export async function sendRegistration(callServer: CallServer, form: EarlyBirdForm): Promise<SendResult> {
  try {
    const images = await Promise.all(form.images.map(async ({ file, title }) => ({ title, image: await readAsDataUrl(file) })));
    const { firstName, lastName, email, phone, company } = form;
    const registration = { firstName, lastName, email, phone, company, images };
    return { ok: true, outcome: await callServer('registerEarlyBird', registration, { public: true }) };
  } catch (error) {
    const refused = error instanceof ServerCallError && error.code === 'invalid';
    return { ok: false, message: refused ? error.message : MESSAGES.earlyBird.failed };
  }
}
