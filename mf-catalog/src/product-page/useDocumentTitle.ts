import { useEffect } from 'react';

/** Names the browser tab while the screen shows `title`, and gives the previous name back after. */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
