import { screen, within } from '@testing-library/react';
import { createHarness, SAMPLE_SHOPPER } from 'shared-contracts/testing';
import { renderScreen } from 'shared-contracts/test-utils';
import { Account } from './Account';

const field = (label: string) => screen.getByText(label).nextElementSibling;

describe('Account (/account): profile information', () => {
  it("shows the header, the shopper's name, email, phone and member-since month", () => {
    const session = {
      ...SAMPLE_SHOPPER,
      primaryInformation: { ...SAMPLE_SHOPPER.primaryInformation, dateOfCreation: '17-06-2025 09:05:00' },
    };
    renderScreen(<Account />, { harness: createHarness({ session }) });
    expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
    expect(screen.getByText('See all account infos')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Profile Information' });
    expect(within(card).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/settings');
    expect(field('Name')).toHaveTextContent('Ada Obi');
    expect(field('Email')).toHaveTextContent('ada@example.com');
    expect(field('Phone')).toHaveTextContent('+2348012345678');
    expect(field('Member Since')).toHaveTextContent('June 2025');
  });

  it("says 'Not Provided' for a missing phone and 'N/A' without a creation date", () => {
    const session = { ...SAMPLE_SHOPPER, primaryInformation: { firstName: 'Cher', email: 'cher@example.com' } };
    renderScreen(<Account />, { harness: createHarness({ session }) });
    expect(field('Name')).toHaveTextContent(/^Cher$/);
    expect(field('Phone')).toHaveTextContent('Not Provided');
    expect(field('Member Since')).toHaveTextContent('N/A');
  });

  it('asks a signed-out visitor to sign in and come back here', () => {
    renderScreen(<Account />, { route: '/account' });
    expect(screen.getByRole('heading', { name: 'Sign in to see your account.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?next=%2Faccount');
  });
});
