import { request } from '../../app/api/client.ts';
import { authHeaders } from '../../app/api/download.ts';
import { API } from '../../app/api/endpoints.ts';

/** The server's answer envelope (spec §8). */
export type Envelope = { status?: string; msg?: string; data?: unknown };

/**
 * Posts a file as multipart (its text fields first, then `file`) with XMLHttpRequest, since fetch
 * cannot report an upload's progress; `onProgress` gets 0–100. Answers the envelope (null when the
 * body is not JSON); a 401 lets the one API client end the session.
 */
export async function uploadWithProgress(
  path: string,
  file: File,
  fields: Record<string, string>,
  onProgress: (percent: number) => void,
): Promise<Envelope | null> {
  const { status, envelope } = await new Promise<{ status: number; envelope: Envelope | null }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let parsed: Envelope | null = null;
      try {
        parsed = JSON.parse(xhr.responseText) as Envelope;
      } catch {
        parsed = null;
      }
      resolve({ status: xhr.status, envelope: parsed });
    };
    xhr.onerror = () => reject(new Error('network'));
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('file', file, file.name);
    xhr.send(body);
  });
  if (status === 401) await request(API.userInfo);
  return envelope;
}
