import { act, render, screen } from '@testing-library/react';
import { useLatestAnswer } from './useLatestAnswer';

describe('useLatestAnswer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Shows the answer for the words given, each answer held until released. */
  function Answer({ q, asking }: { q: string; asking: boolean }) {
    const answer = useLatestAnswer(q, asking, ask, 300);
    return <p>{answer ?? 'nothing'}</p>;
  }
  const held = new Map<string, () => void>();
  const asked: string[] = [];
  const ask = (q: string) => {
    asked.push(q);
    return new Promise<string>((resolve) => held.set(q, () => resolve(`answer for ${q}`)));
  };
  beforeEach(() => {
    held.clear();
    asked.length = 0;
  });

  it('asks once the words rest, and drops an older answer that comes late', async () => {
    const { rerender } = render(<Answer q="st" asking />);
    await act(async () => jest.advanceTimersByTime(299));
    expect(asked).toEqual([]);
    await act(async () => jest.advanceTimersByTime(1));
    rerender(<Answer q="stand" asking />);
    await act(async () => jest.advanceTimersByTime(300));
    expect(asked).toEqual(['st', 'stand']);
    await act(async () => held.get('stand')!());
    await act(async () => held.get('st')!());
    expect(screen.getByRole('paragraph')).toHaveTextContent('answer for stand');
  });

  it('gives nothing while not asking', async () => {
    const { rerender } = render(<Answer q="desk" asking />);
    await act(async () => jest.advanceTimersByTime(300));
    await act(async () => held.get('desk')!());
    rerender(<Answer q="desk" asking={false} />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('nothing');
  });
});
