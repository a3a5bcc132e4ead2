import type { DetailedError, HttpResponse } from 'tus-js-client';
import { post } from '../../app/api/client.ts';
import { authHeaders } from '../../app/api/download.ts';
import { i18n } from '../../app/i18n/index.ts';

/** The file calls of spec §7 (fileServer v2, largeFileServer v1). */
export const FILE_API = {
  upload: '/api/fileServer/v2/file/upload',
  list: '/api/fileServer/v2/file/list',
  batchDelete: '/api/fileServer/v2/file/batchDelete',
  download: '/api/fileServer/v2/file/download',
  batchDownload: '/api/fileServer/v2/file/batchDownload',
  pdfView: '/api/fileServer/v2/file/pdfView',
  drawBatchDownload: '/api/fileServer/v2/file/drawBatchDownload',
  drawPdfView: '/api/fileServer/v2/file/drawPdfView',
  largeUpload: '/api/largeFileServer/v1/largeFile',
  largeDownload: '/api/largeFileServer/v1/largeFile/download',
} as const;

/** An attachment (spec §3) as the file server answers it. */
export type Attachment = {
  id: number | string;
  originalFileName: string;
  suffixName: string;
  fileName: string;
  fileSize?: number;
  creationDate?: string;
};

/** The form fields sent with an upload (spec §7). */
export type UploadFields = { path?: string; functionId?: string; businessId?: string; fileDesc?: string };

/**
 * Why an upload failed: `server` when the server answered with a status other than S (its msg is
 * shown for 2.5 s), `transport` when no usable answer came (shown for 4 s, progress reset) — spec §8.
 */
export class UploadError extends Error {
  readonly kind: 'server' | 'transport';
  readonly httpStatus: number;
  constructor(kind: 'server' | 'transport', message: string, httpStatus = 0) {
    super(message);
    this.name = 'UploadError';
    this.kind = kind;
    this.httpStatus = httpStatus;
  }
}

export type UploadHandle = { promise: Promise<Attachment[]>; abort: () => void };

/** Attachments of an id string, in that order (attachments the caller may not see are left out). */
export async function listAttachments(ids: string, signal?: AbortSignal): Promise<Attachment[]> {
  if (!ids) return [];
  return (await post<Attachment[] | null>(FILE_API.list, { ids }, { signal })) ?? [];
}

/** Deletes attachments (batchDelete); throws ApiError with the server's msg. */
export async function deleteAttachments(ids: (string | number)[]): Promise<void> {
  await post(FILE_API.batchDelete, { ids: ids.join(',') });
}

type UploadAnswer = { status?: string; msg?: string; data?: unknown };

function parseAnswer(text: string): UploadAnswer | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && 'status' in value ? (value as UploadAnswer) : null;
  } catch {
    return null;
  }
}

function asAttachments(data: unknown): Attachment[] {
  if (Array.isArray(data)) return data as Attachment[];
  if (data && typeof data === 'object' && 'id' in data) return [data as Attachment];
  return [];
}

/**
 * Multipart upload to `v2/file/upload` (field `files`, form fields path, functionId, businessId,
 * fileDesc) over XMLHttpRequest, for its upload progress events.
 */
export function uploadFiles(
  files: File[],
  fields: UploadFields,
  onProgress: (loaded: number, total: number) => void,
): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<Attachment[]>((resolve, reject) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) if (value != null && value !== '') form.append(key, value);
    for (const file of files) form.append('files', file, file.name);
    xhr.open('POST', FILE_API.upload);
    for (const [key, value] of Object.entries(authHeaders())) xhr.setRequestHeader(key, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const answer = parseAnswer(xhr.responseText);
      if (answer?.status === 'S') resolve(asAttachments(answer.data));
      else if (answer) reject(new UploadError('server', answer.msg || i18n.t('app.unexpectedError'), xhr.status));
      else reject(new UploadError('transport', i18n.t('app.serverUnavailable', { status: xhr.status }), xhr.status));
    };
    xhr.onerror = () => reject(new UploadError('transport', i18n.t('app.networkError')));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

/**
 * Resumable upload with tus (largeFileFlag Y): `tus-js-client` against largeFileServer, loaded only
 * when a large file is sent. The session headers go with every request; the metadata carries the
 * same form fields; the request that finishes the upload answers the usual envelope with the
 * attachment. An interrupted upload of the same file resumes where it stopped.
 */
export function uploadLargeFile(
  file: File,
  fields: UploadFields,
  onProgress: (loaded: number, total: number) => void,
): UploadHandle {
  let abort: () => void = () => {};
  let aborted = false;
  const promise = import('tus-js-client').then(
    ({ Upload }) =>
      new Promise<Attachment[]>((resolve, reject) => {
        if (aborted) {
          reject(new DOMException('aborted', 'AbortError'));
          return;
        }
        const metadata: Record<string, string> = { filename: file.name, filetype: file.type };
        for (const [key, value] of Object.entries(fields)) if (value) metadata[key] = value;
        const upload = new Upload(file, {
          endpoint: new URL(FILE_API.largeUpload, window.location.origin).href,
          metadata,
          chunkSize: 8 * 1024 * 1024,
          retryDelays: [0, 1000, 3000, 5000],
          removeFingerprintOnSuccess: true,
          // Fresh headers for every request: the timestamp changes and a session may be renewed.
          onBeforeRequest: (req) => {
            for (const [key, value] of Object.entries(authHeaders())) req.setHeader(key, value);
          },
          onProgress,
          onSuccess: ({ lastResponse }) => {
            const answer = parseAnswer(lastResponse.getBody());
            const attachments = asAttachments(answer?.data);
            if (attachments.length === 0) {
              const id = lastResponse.getHeader('Upload-Attachment-Id');
              if (id) attachments.push({ id, originalFileName: file.name, suffixName: '', fileName: file.name });
            }
            if (answer && answer.status !== 'S') {
              reject(new UploadError('server', answer.msg || i18n.t('app.unexpectedError'), lastResponse.getStatus()));
            } else resolve(attachments);
          },
          onError: (error) => reject(tusError(error)),
        });
        abort = () => void upload.abort(true);
        upload
          .findPreviousUploads()
          .then((previous) => {
            if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0]);
            upload.start();
          })
          .catch(() => upload.start());
      }),
  );
  return {
    promise,
    abort: () => {
      aborted = true;
      abort();
    },
  };
}

function tusError(error: Error | DetailedError): UploadError {
  const response: HttpResponse | null | undefined = (error as DetailedError).originalResponse;
  if (response) {
    const answer = parseAnswer(response.getBody());
    if (answer) return new UploadError('server', answer.msg || i18n.t('app.unexpectedError'), response.getStatus());
    const status = response.getStatus();
    if (status === 401) return new UploadError('server', i18n.t('app.sessionExpired'), status);
    return new UploadError('transport', i18n.t('app.serverUnavailable', { status }), status);
  }
  return new UploadError('transport', i18n.t('app.networkError'));
}
