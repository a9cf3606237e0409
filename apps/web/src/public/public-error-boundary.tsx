import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';

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
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-6 text-center">
        <Logo size="md" />
        <div role="alert" className="flex max-w-md flex-col items-center gap-3">
          <TriangleAlert className="size-8 text-error" aria-hidden />
          <p className="text-base font-medium text-slate-800">
            Ocurrió un error inesperado. Por favor, recarga la página.
          </p>
        </div>
        <div className="flex gap-3">
          <Button onClick={() => window.location.reload()}>Recargar</Button>
          <a
            href={paths.home}
            className="inline-flex h-10 items-center px-4 text-sm font-medium text-primary hover:underline"
          >
            Ir al inicio
          </a>
        </div>
      </main>
    );
  }
}
