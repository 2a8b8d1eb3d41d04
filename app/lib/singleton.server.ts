/**
 * One instance per process, even when a module is evaluated twice: our HTTP
 * server and the React Router server bundle each include the database module,
 * and in development Vite re-evaluates modules on every change.
 */
export function singleton<T>(name: string, create: () => T): T {
  const store = globalThis as unknown as { __kamoSingletons?: Map<string, unknown> };
  store.__kamoSingletons ??= new Map();
  if (!store.__kamoSingletons.has(name)) store.__kamoSingletons.set(name, create());
  return store.__kamoSingletons.get(name) as T;
}
