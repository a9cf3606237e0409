import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UnexpectedErrorView } from '@/components/unexpected-error-view';

interface PublicErrorBoundaryProps {
  children: ReactNode;
}

interface PublicErrorBoundaryState {
  hasError: boolean;
}

/** The public entry's last resort, like the SPA's route error view: never a blank page. */
export class PublicErrorBoundary extends Component<PublicErrorBoundaryProps, PublicErrorBoundaryState> {
  override state: PublicErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): PublicErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Error en la página pública', error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return <UnexpectedErrorView />;
  }
}
