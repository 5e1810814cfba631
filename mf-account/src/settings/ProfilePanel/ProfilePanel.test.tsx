import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISABILITY_TYPES, EDUCATIONAL_LEVELS } from 'shared-contracts/core';
import { createMemoryAccountStore, SAMPLE_SHOPPER, sampleAccountStore } from 'shared-contracts/testing';
import { SECURITY_QUESTIONS } from '../settings-constants';
import { failingStore, heldStore, renderSettings } from '../settings-test-setup';

afterEach(() => jest.restoreAllMocks());

const profile = () => screen.getByRole('form', { name: 'Profile' });
const field = (label: string) => within(profile()).getByLabelText(label);
const optionsOf = (label: string) => within(field(label)).getAllByRole('option').map((o) => o.textContent);
const save = () => userEvent.click(within(profile()).getByRole('button', { name: 'Save Profile' }));

describe('Settings › Profile (SPEC §3 primaryInformation, §5 Profile rules)', () => {
  it("fills the form from the account document; email and unique identifier are read-only", async () => {
    await renderSettings();
    expect(field('First Name')).toHaveValue('Ada');
    expect(field('Last Name')).toHaveValue('Obi');
    expect(field('Phone')).toHaveValue('+2348012345678');
    expect(field('Email')).toHaveValue('ada@example.com');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Unique Identifier')).toHaveValue('harness-shopper');
    expect(field('Unique Identifier')).toHaveAttribute('readonly');
  });

  it("offers the spec's choices; sign-up's 'Buyer' shows as buyer", async () => {
    await renderSettings();
    expect(optionsOf('Gender')).toEqual(['Select…', 'Male', 'Female', 'Other', 'Prefer not to say']);
    expect(optionsOf('Educational Level')).toEqual(['Select…', ...EDUCATIONAL_LEVELS]);
    expect(optionsOf('Security Question')).toEqual(['Select…', ...SECURITY_QUESTIONS]);
    expect(optionsOf('User Type')).toEqual(['Buyer', 'Seller', 'User']);
    expect(field('User Type')).toHaveValue('buyer');
    expect(field('Date of Birth')).toHaveAttribute('type', 'date');
  });

  it('shows the disability type only when disability is yes', async () => {
    await renderSettings();
    expect(within(profile()).queryByLabelText('Disability Type')).not.toBeInTheDocument();
    await userEvent.click(within(profile()).getByRole('radio', { name: 'Yes' }));
    expect(optionsOf('Disability Type')).toEqual(['Select…', ...DISABILITY_TYPES]);
    await userEvent.click(within(profile()).getByRole('radio', { name: 'No' }));
    expect(within(profile()).queryByLabelText('Disability Type')).not.toBeInTheDocument();
  });

  it("saves every field to the account, showing 'Saving...' meanwhile, and the session's copy", async () => {
    const { accounts, release } = heldStore('updatePrimaryInformation');
    const { toasts, harness } = await renderSettings({ accounts });
    await userEvent.clear(field('Phone'));
    await userEvent.type(field('Phone'), ' +2348099999999 ');
    await userEvent.type(field('Middle Name'), 'Nneka');
    await userEvent.selectOptions(field('Gender'), 'Female');
    await userEvent.type(field('Date of Birth'), '1990-04-12');
    await userEvent.type(field('Secondary Email'), 'ada.obi@example.org');
    await userEvent.selectOptions(field('User Type'), 'Seller');
    await userEvent.type(field('Referral Name'), 'Chidi');
    await userEvent.selectOptions(field('Educational Level'), "Master's degree");
    await userEvent.click(within(profile()).getByRole('radio', { name: 'Yes' }));
    await userEvent.selectOptions(field('Disability Type'), 'Hearing impairment');
    await userEvent.selectOptions(field('Security Question'), SECURITY_QUESTIONS[2]);
    await userEvent.type(field('Security Answer'), 'Enugu');
    await save();
    expect(within(profile()).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Primary information updated successfully', durationMs: 3000 }]));
    expect(within(profile()).getByRole('button', { name: 'Save Profile' })).toBeEnabled();
    expect((await accounts.read(SAMPLE_SHOPPER.uid!))!.user.primaryInformation).toMatchObject({
      phone: '+2348099999999',
      middleName: 'Nneka',
      gender: 'female',
      dateOfBirth: '1990-04-12',
      secondaryEmail: 'ada.obi@example.org',
      userType: 'seller',
      referralName: 'Chidi',
      educationalLevel: "Master's degree",
      disability: true,
      disabilityType: 'Hearing impairment',
      securityQuestion: SECURITY_QUESTIONS[2],
      securityAnswer: 'Enugu',
      nameInitials: 'AO',
      email: 'ada@example.com',
    });
    // The session (browser storage) keeps its 'user' type and never the security answer.
    const copy = harness.stores.session.get().primaryInformation!;
    expect(copy).toMatchObject({ phone: '+2348099999999', gender: 'female' });
    expect(copy.userType).toBeUndefined();
    expect(copy.securityAnswer).toBeUndefined();
  });

  it('drops the disability type when disability goes back to no', async () => {
    const accounts = sampleAccountStore();
    await accounts.updatePrimaryInformation(SAMPLE_SHOPPER.uid!, { disability: true, disabilityType: 'Other' });
    const { toasts } = await renderSettings({ accounts });
    expect(field('Disability Type')).toHaveValue('Other');
    await userEvent.click(within(profile()).getByRole('radio', { name: 'No' }));
    await save();
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect((await accounts.read(SAMPLE_SHOPPER.uid!))!.user.primaryInformation).toMatchObject({ disability: false, disabilityType: null });
  });

  it("keeps what was typed and says 'Failed to update primary information' when the save fails", async () => {
    const { toasts, harness } = await renderSettings({ accounts: failingStore('updatePrimaryInformation') });
    await userEvent.clear(field('First Name'));
    await userEvent.type(field('First Name'), 'Adaeze');
    await save();
    await waitFor(() => expect(toasts).toEqual([{ kind: 'error', message: 'Failed to update primary information', durationMs: 4000 }]));
    expect(field('First Name')).toHaveValue('Adaeze');
    expect(harness.stores.session.get().primaryInformation?.firstName).toBe('Ada');
  });

  it("says 'User not found' when the account document is gone", async () => {
    const { toasts } = await renderSettings({ accounts: createMemoryAccountStore() });
    await save();
    await waitFor(() => expect(toasts[0]).toMatchObject({ kind: 'error', message: 'User not found' }));
  });
});

describe('Settings › Profile: avatar (SPEC §5 Avatar)', () => {
  const MB = 1024 * 1024;
  const image = (size: number, type = 'image/png', name = 'me.png') => {
    const file = new File(['x'], name, { type });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };
  const upload = (file: File) => userEvent.upload(screen.getByLabelText('Upload photo'), file, { applyAccept: false });

  it("refuses an image over 5MB: 'Image size should be less than 5MB'", async () => {
    const { toasts, accounts } = await renderSettings();
    await upload(image(5 * MB + 1));
    expect(toasts).toEqual([{ kind: 'error', message: 'Image size should be less than 5MB', durationMs: 4000 }]);
    expect((await accounts.read(SAMPLE_SHOPPER.uid!))!.user.primaryInformation.photoUrl).toBeNull();
  });

  it('refuses a file that is no image', async () => {
    const { toasts } = await renderSettings();
    await upload(image(1000, 'application/pdf', 'cv.pdf'));
    expect(toasts[0]).toMatchObject({ kind: 'error', message: 'Please choose an image file (JPEG, PNG, WebP or GIF)' });
  });

  it("saves the photo to the account and the session: 'Avatar updated successfully'", async () => {
    const { toasts, accounts, harness } = await renderSettings();
    expect(screen.queryByRole('img', { name: 'Your profile photo' })).not.toBeInTheDocument();
    await upload(image(5 * MB));
    await waitFor(() => expect(toasts).toEqual([{ kind: 'success', message: 'Avatar updated successfully', durationMs: 3000 }]));
    const photoUrl = (await accounts.read(SAMPLE_SHOPPER.uid!))!.user.primaryInformation.photoUrl;
    expect(photoUrl).toMatch(/^data:image\/png;base64,/);
    expect(harness.stores.session.get().primaryInformation?.photoUrl).toBe(photoUrl);
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', photoUrl);
  });

  it('says so when the photo cannot be saved', async () => {
    const { toasts } = await renderSettings({ accounts: failingStore('updatePrimaryInformation') });
    await upload(image(1000));
    await waitFor(() => expect(toasts[0]).toMatchObject({ kind: 'error', message: 'Failed to update primary information' }));
    expect(screen.queryByRole('img', { name: 'Your profile photo' })).not.toBeInTheDocument();
  });
});
