import { Component, type ReactNode } from 'react';

interface Props {
  /** Told once per failure; what shows meanwhile is `fallback` (nothing by default). */
  onError?: (error: unknown) => void;
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Keeps a part of the shell that failed (its code could not load) to its own area: without it the error
 * reaches the root and React takes the whole page down. No retry in place: React keeps a lazy component's
 * failure, and the federation runtime keeps a failed shared library's (module-federation/core #5068), so the
 * shopper is asked to reload the page.
 */
export class PartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A part of the page could not load', error);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
