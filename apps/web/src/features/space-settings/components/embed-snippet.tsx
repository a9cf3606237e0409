import { Check, Copy, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';

// The copy-paste code that puts the clinic's booking on its own website: an
// iframe of `/{route}?embed=1`, which the server lets any site frame. An iframe rather than a script:
// the clinic's site runs none of our code, and our page runs none of theirs.

/** The snippet for a saved route, with the clinic's name as the frame's accessible title. */
export function embedSnippet(origin: string, route: string, spaceName: string): string {
  const title = `Reservar cita en ${spaceName}`.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const src = `${origin}${paths.publicSpace(route)}?embed=1`;
  return `<iframe src="${src}" title="${title}" loading="lazy" style="width:100%;max-width:480px;height:720px;border:0;border-radius:12px"></iframe>`;
}

export function EmbedSnippet({ savedRoute, spaceName }: { savedRoute: string | null; spaceName: string }) {
  const codeId = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  if (!savedRoute) {
    return (
      <p className="text-sm text-slate-600">
        Guarda una ruta pública para obtener el código que muestra tus reservas en tu web.
      </p>
    );
  }
  const snippet = embedSnippet(window.location.origin, savedRoute, spaceName);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };
  return (
    <div className="space-y-3">
      <label htmlFor={codeId} className="block text-sm font-medium text-slate-700">
        Código para tu web
      </label>
      <textarea
        id={codeId}
        readOnly
        rows={4}
        value={snippet}
        onFocus={(event) => event.currentTarget.select()}
        className="block w-full resize-none rounded-control border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800"
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          onClick={() => void copy()}
          icon={
            copyState === 'copied' ? (
              <Check className="size-4" aria-hidden />
            ) : (
              <Copy className="size-4" aria-hidden />
            )
          }
        >
          {copyState === 'copied' ? 'Código copiado' : 'Copiar código'}
        </Button>
        <a
          href={`${paths.publicSpace(savedRoute)}?embed=1`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonStyles({ variant: 'ghost', className: 'gap-2' })}
        >
          <ExternalLink className="size-4" aria-hidden />
          Ver cómo se verá
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </a>
      </div>
      <p role="status" className="text-sm text-slate-600">
        {copyState === 'failed'
          ? 'No se pudo copiar: selecciona el código y cópialo a mano.'
          : 'Pega el código en la página de tu web donde quieras mostrar las reservas. Usa el color de tu veterinaria.'}
      </p>
    </div>
  );
}
