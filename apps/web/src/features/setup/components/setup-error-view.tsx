import { ErrorState } from '@/components/ui/error-state';

interface SetupErrorViewProps {
  message?: string | undefined;
}

/** The setup error screen: 'Reintentar' reloads the page, which starts the session check over. */
export function SetupErrorView({ message }: SetupErrorViewProps) {
  return (
    <div className="rounded-card border border-slate-200 bg-white shadow-card">
      <ErrorState
        title="Error al verificar estado del setup"
        message={message ?? 'Intenta nuevamente en unos momentos.'}
        onRetry={() => window.location.reload()}
      />
    </div>
  );
}
