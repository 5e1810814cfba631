/**
 * mf-marketing's side of the bus contract (DESIGN: the shell checks every payload a remote sends).
 * Emits: toast, announce (the early-bird form). Listens: nothing; it reads the platform's stores.
 */
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { busContract, type EmitDriver } from 'shared-contracts/contract-tests';
import { renderScreen } from 'shared-contracts/test-utils';
import { imageFile, mockObjectUrls, textFile } from './early-bird/ImageUploader/test-files';
import { EarlyBird } from './early-bird/EarlyBird';

/** A seller registers for the early bird: refused without an image, adds and removes images, then registers. */
const registerEarlyBird: EmitDriver = async (make) => {
  mockObjectUrls();
  renderScreen(<EarlyBird />, { harness: make(), route: '/early-bird-registration' });
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'First Name' }), 'Tunde');
  await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Bakare');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'tunde@example.com');
  await user.click(screen.getByRole('button', { name: 'Register Now & Save 20%' }));

  const dropZone = screen.getByRole('button', { name: 'Drag and drop images here, or click to browse' });
  fireEvent.drop(dropZone, { dataTransfer: { files: [textFile('notes.txt'), imageFile('speaker.png'), imageFile('stand.png')] } });
  await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
  await user.click(screen.getByRole('button', { name: 'Register Now & Save 20%' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Tunde!');
};

busContract('mf-marketing', {
  emits: {
    toast: registerEarlyBird,
    announce: registerEarlyBird,
  },
  listens: {},
});
