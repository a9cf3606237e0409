import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { UnexpectedErrorView } from '@/components/unexpected-error-view';

/** The router's errorElement: anything a route throws ends here instead of a blank page. */
export function RouteErrorView() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Error de ruta', error);
  }, [error]);

  return <UnexpectedErrorView />;
}
