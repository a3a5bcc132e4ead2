/** Small helpers every benchmark uses: settings from the environment, a JSON POST, elapsed time. */

/** A number from the environment, or the fallback when unset. */
export const envNumber = (value: string | undefined, fallback: number) => (value ? Number(value) : fallback);

/** POSTs JSON; the status, the parsed body (undefined when not JSON) and the raw text. */
export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

/** Seconds since `start` (a performance.now() reading), for the printout. */
export const elapsed = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;
