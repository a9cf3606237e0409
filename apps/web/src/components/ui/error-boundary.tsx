import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  hasError: boolean;
}

export function ComponentErrorFallback() {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-error/20 bg-error/5 p-6 text-center"
    >
      <TriangleAlert className="size-6 text-error" aria-hidden />
      <p className="font-semibold text-slate-900">Error en el componente</p>
      <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
        Recargar
      </Button>
    </div>
  );
}

/** Keeps one broken widget from blanking the whole screen. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Error en el componente', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ComponentErrorFallback /> : this.props.children;
  }
}
