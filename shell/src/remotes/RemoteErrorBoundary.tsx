import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the crashed area; `retry` clears the error and renders the children again. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  /** When this value changes (e.g. the route), a caught error is forgotten. */
  resetKey?: unknown;
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a crashing remote inside its own area: the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[cwt] a remote area crashed', error, info.componentStack);
  }

  override componentDidUpdate(prevProps: Props): void {
    if (this.state.error && prevProps.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return this.props.fallback(this.state.error, this.retry);
    return this.props.children;
  }
}
