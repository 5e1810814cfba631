import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useBus } from '../react/platform';
import { busContract } from './bus-contract';
import { renderScreen } from './render';

// A remote's source as the suite reads it: it emits 'announce' and listens to 'notifications:open'.
const srcDir = mkdtempSync(path.join(tmpdir(), 'bus-contract-'));
mkdirSync(path.join(srcDir, 'expose'));
writeFileSync(
  path.join(srcDir, 'expose', 'Panel.tsx'),
  "useBus().emit('announce', { message: 'Saved' });\nbus.on('notifications:open', show);\n",
);
afterAll(() => rmSync(srcDir, { recursive: true, force: true }));

function Panel() {
  const bus = useBus();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const show = () => setOpen(true);
    bus.on('notifications:open', show);
    return () => bus.off('notifications:open', show);
  }, [bus]);
  return (
    <>
      <button type="button" onClick={() => bus.emit('announce', { message: 'Saved' })}>
        Save
      </button>
      {open && <p>Panel open</p>}
    </>
  );
}

busContract('a remote', {
  srcDir,
  emits: {
    announce: async (make) => {
      renderScreen(<Panel />, { harness: make() });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    },
  },
  listens: {
    'notifications:open': {
      sample: undefined,
      render: (make) => renderScreen(<Panel />, { harness: make() }).harness,
      expectReaction: () => expect(screen.getByText('Panel open')).toBeInTheDocument(),
    },
  },
});
