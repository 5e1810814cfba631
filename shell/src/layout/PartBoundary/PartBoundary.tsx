import { Component, Suspense, type ReactNode } from 'react';

interface Props {
  /** Told once per failure; what shows meanwhile is `fallback` (nothing by default). */
  onError?: (error: unknown) => void;
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * A part of the shell loaded on first use (lazy): nothing shows while its code loads, and a part whose code could
 * not load is kept to its own area; without this the error reaches the root and React takes the whole page down.
 * No retry in place: React keeps a lazy component's failure, and the federation runtime keeps a failed shared
 * library's (module-federation/core #5068), so the shopper is asked to reload the page.
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
    return this.state.failed ? (this.props.fallback ?? null) : <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
