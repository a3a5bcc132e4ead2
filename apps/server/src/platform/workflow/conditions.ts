import { compileExpression } from 'filtrex';

/*
 * Conditions on the sequence flows leaving an exclusive gateway, in filtrex's safe expression language
 * (`totalAmount > 50000 and currencyCode == "CNY"`): no property of the host can be reached, no loop
 * can be written, and a failure is returned rather than thrown. A `${…}` wrapper, as other designers
 * write it, is accepted and removed. `profile.CODE` reads a profile, frozen into the instance at start.
 */

export type Condition = { text: string; evaluate: (data: Record<string, unknown>) => unknown };

const PROFILE_PREFIX = 'profile.';
const PROFILE_REFERENCE = /\bprofile\.([A-Za-z][A-Za-z0-9_]*)/g;

/** Numbers may arrive as decimal strings (a numeric column is read as text): compare them as numbers. */
const DECIMAL = /^-?\d+(\.\d+)?$/;
const asNumber = (value: unknown): unknown =>
  typeof value === 'string' && DECIMAL.test(value.trim()) ? Number(value) : value;
const numeric = (a: unknown, b: unknown): [number, number] => {
  const x = asNumber(a);
  const y = asNumber(b);
  if (typeof x !== 'number' || typeof y !== 'number') {
    throw new TypeError(`cannot compare ${JSON.stringify(a)} with ${JSON.stringify(b)} as numbers`);
  }
  return [x, y];
};
const equal = (a: unknown, b: unknown) =>
  typeof a === 'number' || typeof b === 'number' ? asNumber(a) === asNumber(b) : a === b;

const options = {
  operators: {
    '==': equal,
    '!=': (a: unknown, b: unknown) => !equal(a, b),
    '<': (a: unknown, b: unknown) => {
      const [x, y] = numeric(a, b);
      return x < y;
    },
    '<=': (a: unknown, b: unknown) => {
      const [x, y] = numeric(a, b);
      return x <= y;
    },
    '>': (a: unknown, b: unknown) => {
      const [x, y] = numeric(a, b);
      return x > y;
    },
    '>=': (a: unknown, b: unknown) => {
      const [x, y] = numeric(a, b);
      return x >= y;
    },
  },
};

/** Removes a `${…}` or `#{…}` wrapper around the whole expression. */
export function conditionBody(text: string): string {
  const trimmed = text.trim();
  const wrapped = /^[$#]\{([\s\S]*)\}$/.exec(trimmed);
  return (wrapped ? wrapped[1] : trimmed).trim();
}

/** Compiles a condition; throws (with filtrex's message) when it is not a valid expression. */
export function compileCondition(text: string): Condition {
  const body = conditionBody(text);
  if (!body) throw new Error('empty condition');
  const evaluate = compileExpression(body, options);
  return { text: body, evaluate };
}

/** The profile codes a condition reads as `profile.CODE`. */
export function profileCodesIn(text: string): string[] {
  return [...conditionBody(text).matchAll(PROFILE_REFERENCE)].map((m) => m[1]);
}

/**
 * Evaluates a condition against the instance variables and the frozen profile values. True or false,
 * or the error filtrex returned (an unknown variable, a type mismatch) for the caller to report.
 */
export function testCondition(
  condition: Condition,
  variables: Record<string, unknown>,
  profiles: Record<string, string>,
): boolean | Error {
  const data: Record<string, unknown> = { ...variables };
  // filtrex reads `a.b` as the variable named "a.b": each profile is offered under that name.
  for (const [code, value] of Object.entries(profiles)) data[PROFILE_PREFIX + code] = asNumber(value);
  const result = condition.evaluate(data);
  if (result instanceof Error) return result;
  return result === true;
}
