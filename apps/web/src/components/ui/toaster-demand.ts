// The app mounts the toast renderer lazily (app.tsx); the first toast asks for it through here, a
// module small enough for the start-up bundle (the toast library itself is not).

type Listener = () => void;

let isDemanded = false;
const listeners = new Set<Listener>();

/** Asks the app to mount the toast renderer now. */
export function demandToaster(): void {
  if (isDemanded) return;
  isDemanded = true;
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Calls `listener` once a toast has been asked for (at once if one already was). */
export function onToasterDemand(listener: Listener): () => void {
  if (isDemanded) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
