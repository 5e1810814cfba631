import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AccountSection, EmptyNote } from './AccountSection';

describe('AccountSection', () => {
  it('is a region named by its heading, with its link and content', () => {
    render(
      <MemoryRouter>
        <AccountSection title="My Sales" action={{ to: '/create', label: 'Create Item' }}>
          <EmptyNote>Nothing yet</EmptyNote>
        </AccountSection>
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'My Sales' });
    expect(region).toHaveTextContent('Nothing yet');
    expect(screen.getByRole('link', { name: 'Create Item' })).toHaveAttribute('href', '/create');
  });
});
