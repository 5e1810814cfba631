import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Toggle } from './Toggle';

function Setting() {
  const [on, setOn] = useState(false);
  return <Toggle label="Newsletter" description="A monthly round-up." checked={on} onChange={setOn} />;
}

describe('Toggle', () => {
  it('is a switch named by its label and described, toggled by click and by Space', async () => {
    render(<Setting />);
    const toggle = screen.getByRole('switch', { name: 'Newsletter' });
    expect(toggle).toHaveAccessibleDescription('A monthly round-up.');
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByText('Newsletter'));
    expect(toggle).toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
  });
});
