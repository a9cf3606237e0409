import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The page's shape while the space loads: tabs, then a card of fields. */
export function SpaceSettingsSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label="Cargando la configuración...">
      <Skeleton className="h-10 w-full max-w-md" />
      <Card>
        <CardContent className="space-y-6">
          <Skeleton className="h-6 w-48" />
          {['nombre', 'descripcion', 'zona'].map((field) => (
            <div key={field} className="space-y-2">
              <Skeleton className="h-4 w-28" />
              <Skeleton className={field === 'descripcion' ? 'h-24 w-full' : 'h-10 w-full'} />
            </div>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
