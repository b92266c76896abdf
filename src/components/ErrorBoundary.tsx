import { Component, type ReactNode } from 'react';
import { renewFailedLoads } from './retryableLazy.ts';

interface Props {
  /** Renders the fallback for an error; `reset` re-mounts the children. */
  readonly fallback: (error: Error, reset: () => void) => ReactNode;
  readonly children: ReactNode;
}

interface State {
  readonly error: Error | null;
}

/** Contains a failure to one panel: the rest of the app keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    // A lazy panel whose chunk failed loads again on reset or on the next visit.
    renewFailedLoads();
    console.error('panel error:', error);
  }

  private readonly reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
