import { chromiumPath, DEBIAN_CHROMIUM } from './chromium-path';

describe('chromiumPath: the browser the journeys drive', () => {
  it('takes CHROME_PATH first, then Debian’s Chromium', async () => {
    await expect(chromiumPath({ CHROME_PATH: '/opt/chrome' }, () => true)).resolves.toBe('/opt/chrome');
    await expect(chromiumPath({}, (file) => file === DEBIAN_CHROMIUM)).resolves.toBe(DEBIAN_CHROMIUM);
  });
});
