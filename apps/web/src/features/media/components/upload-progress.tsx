interface UploadProgressProps {
  /** 0 to 1; null before the first progress report. */
  fraction: number | null;
}

/** How much of the upload has left the browser. */
export function UploadProgress({ fraction }: UploadProgressProps) {
  const percent = Math.round((fraction ?? 0) * 100);
  const isProcessing = fraction !== null && fraction >= 1;
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-sm text-slate-600">
        <span>{isProcessing ? 'Procesando archivos...' : 'Subiendo archivos...'}</span>
        <span className="tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Progreso de la subida"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
