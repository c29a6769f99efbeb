/**
 * Open dialogs, newest last. Only the top one answers Escape and traps focus, so a modal opened
 * from a drawer closes first and the drawer keeps its own trap afterwards.
 */
const stack: string[] = [];

export function pushDialog(id: string): void {
  stack.push(id);
}

export function removeDialog(id: string): void {
  const at = stack.lastIndexOf(id);
  if (at >= 0) stack.splice(at, 1);
}

export function isTopDialog(id: string): boolean {
  return stack[stack.length - 1] === id;
}
