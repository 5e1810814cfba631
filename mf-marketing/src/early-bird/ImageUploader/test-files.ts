/** Test helpers: files like the ones a shopper picks, and object URLs jsdom lacks. */
export const imageFile = (name: string, type = 'image/png') => new File(['pixels'], name, { type });
export const textFile = (name: string) => new File(['hello'], name, { type: 'text/plain' });

export function mockObjectUrls() {
  let next = 0;
  const create = jest.fn(() => `blob:test/${++next}`);
  const revoke = jest.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  return { create, revoke };
}
