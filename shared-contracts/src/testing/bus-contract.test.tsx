import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useBus } from '../react/platform';
import { busContract } from './bus-contract';
import { holdHarnessesTo } from './bus-surface';
import { renderScreen } from './render';

// A remote that declares it emits 'announce' and listens to 'notifications:open' (its jest setup would do this).
holdHarnessesTo('a remote', { emits: ['announce'], listens: ['notifications:open'] });

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
