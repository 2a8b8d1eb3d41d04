function instances(): Map<string, unknown> {
  const store = globalThis as unknown as { __kamoSingletons?: Map<string, unknown> };
  store.__kamoSingletons ??= new Map();
  return store.__kamoSingletons;
}

/**
 * One instance per process, even when a module is evaluated twice: our HTTP
 * server and the React Router server bundle each include the database module,
 * and in development Vite re-evaluates modules on every change.
 */
export function singleton<T>(name: string, create: () => T): T {
  const made = instances();
  if (!made.has(name)) made.set(name, create());
  return made.get(name) as T;
}

/**
 * For tests: forgets an instance, so the next use makes a new one, and hands
 * it back for the caller to close.
 */
export function forgetSingleton(name: string): unknown {
  const made = instances();
  const instance = made.get(name);
  made.delete(name);
  return instance;
}
