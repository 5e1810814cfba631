import { render, screen } from '@testing-library/react';
import { MountWhen } from './MountWhen';

describe('MountWhen', () => {
  it('mounts nothing before the first time it is asked to', () => {
    render(<MountWhen when={false}>drawer</MountWhen>);
    expect(screen.queryByText('drawer')).not.toBeInTheDocument();
  });

  it('keeps its children mounted once they have been', () => {
    const { rerender } = render(<MountWhen when={true}>drawer</MountWhen>);
    expect(screen.getByText('drawer')).toBeInTheDocument();
    rerender(<MountWhen when={false}>drawer</MountWhen>);
    expect(screen.getByText('drawer')).toBeInTheDocument();
  });
});
