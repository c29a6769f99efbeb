/**
 * Open dialogs, newest last. Only the top one answers Escape and traps focus, so a modal opened
 * from a drawer closes first and the drawer keeps its own trap afterwards.
 */
const stack: string[] = [];
// Who is told when a dialog opens or closes: a pop-up campaign waits while any other is open.
const listeners = new Set<() => void>();

export function pushDialog(id: string): void {
  stack.push(id);
  for (const listener of listeners) listener();
}

export function removeDialog(id: string): void {
  const at = stack.lastIndexOf(id);
  if (at >= 0) stack.splice(at, 1);
  for (const listener of listeners) listener();
}

/** How many dialogs are open (for useSyncExternalStore with subscribeDialogs). */
export const openDialogCount = (): number => stack.length;

export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isTopDialog(id: string): boolean {
  return stack[stack.length - 1] === id;
}
