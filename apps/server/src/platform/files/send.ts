import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import { contentDisposition } from './names.ts';
import type { ByteRange } from './store.ts';

/**
 * Parses a single-range `Range: bytes=…` header against a size. Returns null when there is no usable
 * header (several ranges, another unit: the whole file is sent), 'unsatisfiable' when it is out of bounds.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from, to] = match;
  if (from === '' && to === '') return null;
  let start: number;
  let end: number;
  if (from === '') {
    const suffixLength = Number(to);
    if (suffixLength === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffixLength);
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export type SendOptions = {
  size: number;
  contentType: string;
  /** The name shown to the user (Content-Disposition). */
  name: string;
  disposition: 'attachment' | 'inline';
  open: (range?: ByteRange) => Readable;
};

/** Streams a stored file as the answer, honouring a single Range request (206 / 416). */
export function sendFile(req: FastifyRequest, reply: FastifyReply, options: SendOptions): FastifyReply {
  const { size } = options;
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${size}`);
    throw new AppError(416, 'file.rangeNotSatisfiable');
  }
  reply
    .header('Content-Type', options.contentType)
    .header('Content-Disposition', contentDisposition(options.name, options.disposition))
    .header('Accept-Ranges', 'bytes')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-cache');
  if (range) {
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .header('Content-Length', String(range.end - range.start + 1))
      .send(options.open(range));
  }
  return reply.code(200).header('Content-Length', String(size)).send(options.open());
}
