import { Component, type ErrorInfo, type ReactNode } from 'react';
import { tr } from '../../i18n/index.ts';

interface Props {
  /** Names the part of the page that failed, e.g. "Cluster view". */
  readonly area: string;
  readonly children: ReactNode;
}
interface State {
  readonly error: Error | null;
}

/** Shows what broke and a retry button instead of a blank page; the rest of the page keeps working. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[quorumscope] ${this.props.area} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className="error-box" role="alert" data-testid="error-boundary">
        <strong>{tr('error.hit', { area: this.props.area })}</strong>
        <p>{error.message}</p>
        <button type="button" className="btn" onClick={() => this.setState({ error: null })}>
          {tr('error.retry')}
        </button>
      </div>
    );
  }
}
