import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { fallback: (error: unknown, reset: () => void) => ReactNode; children: ReactNode };
type State = { error: unknown; failed: boolean };

/** Catches what a screen throws while rendering (or loading its chunk) so the shell keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen failed', error, info.componentStack);
  }

  reset = (): void => {
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
