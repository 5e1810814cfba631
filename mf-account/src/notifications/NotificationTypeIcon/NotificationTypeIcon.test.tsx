import { render } from '@testing-library/react';
import type { NotificationType } from 'shared-contracts';
import { NotificationTypeIcon } from './NotificationTypeIcon';

describe('NotificationTypeIcon', () => {
  it.each([
    ['onboarding', 'Getting started'],
    ['success', 'Success'],
    ['warning', 'Warning'],
    ['error', 'Error'],
    ['other', 'Information'],
  ] as const)('draws a hidden icon for %s and says %p in text', (type, text) => {
    const { container } = render(<NotificationTypeIcon type={type}/>);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.visually-hidden')).toHaveTextContent(text);
    expect(container.firstElementChild).toHaveAttribute('data-type', type);
  });

  it('shows the default icon for a type it does not know', () => {
    const { container } = render(<NotificationTypeIcon type={'promo' as NotificationType}/>);
    expect(container.firstElementChild).toHaveAttribute('data-type', 'other');
    expect(container.querySelector('.visually-hidden')).toHaveTextContent('Information');
  });
});
