import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './ErrorPage';

type Props = { children: ReactNode; redirectTo?: string };
type State = { hasFailed: boolean };

/** Catches what fails outside the router's own error handling (providers, the router itself). */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { hasFailed: false };

  static getDerivedStateFromError(): State {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The app failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.hasFailed) return <ErrorPage redirectTo={this.props.redirectTo} />;
    return this.props.children;
  }
}
