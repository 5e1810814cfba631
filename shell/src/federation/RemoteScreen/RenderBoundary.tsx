import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (error: unknown) => ReactNode;
  /** When this changes while the fallback shows (the shopper went to another page), try rendering again. */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches a remote that throws while rendering, so only its own area falls back. */
export class RenderBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote failed while rendering', error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && !Object.is(previous.resetKey, this.props.resetKey)) {
      this.setState({ error: null, failed: false });
    }
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
