import { render } from '@testing-library/react';
import * as icons from './icons';

describe('icons', () => {
  it.each(Object.entries(icons))('%s is decorative, drawn in the text colour, at the size asked', (_name, Icon) => {
    const { container } = render(<Icon size={16} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('width', '16');
    expect(svg.childElementCount).toBeGreaterThan(0);
  });

  it('is 22 px unless told', () => {
    const { container } = render(<icons.CartIcon />);
    expect(container.querySelector('svg')).toHaveAttribute('height', '22');
  });
});
