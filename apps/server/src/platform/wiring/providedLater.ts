/*
 * A service a module needs from a module above it, which it may not import (modules depend one way:
 * docs/decisions.md "Modules depend one way"). The lower side declares the slot and reads it when it runs;
 * the upper module fills it when it is loaded (its index.ts imports the file that does, as the message
 * centre's index.ts imports the listeners it registers). app.ts loads every module before the first
 * request, so an empty slot at run time is a wiring mistake and says so instead of answering nothing.
 */

export type ProvidedLater<T> = {
  /** Called once by the module that provides the service, when it is loaded (again on reload: the last wins). */
  provide(value: T): void;
  /** The provided service; throws when nobody has provided it. */
  get(): T;
};

/** A slot for `what`, which the module named in `what` fills when it is loaded. */
export function providedLater<T>(what: string): ProvidedLater<T> {
  let value: T | undefined;
  return {
    provide(v) {
      value = v;
    },
    get() {
      if (value === undefined) throw new Error(`${what} was not provided: the module providing it is not loaded`);
      return value;
    },
  };
}
