// Sending stored bytes to a browser (documents, tournament files): always as an attachment with
// its size and type, never sniffed or rendered as a page of our origin (a sandboxing CSP), with the
// caller's cache policy. One place for these headers, so no download forgets one.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../files/file-store';
import { STREAMED } from './endpoint';

export interface FileToSend {
  name: string;
  contentType: string;
  size: number;
}

/** Sends the bytes with the download headers; the handler returns what this answers. */
export function sendFile(reply: FastifyReply, file: FileToSend, body: Readable, cacheControl: string): typeof STREAMED {
  void reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', cacheControl)
    .send(body);
  return STREAMED;
}
