import type { IncomingMessage } from 'node:http';
import type { ApiInstance } from '../modules/context';

/** Room for the multipart envelope around the file: boundaries, part headers, other fields. */
const ENVELOPE_BYTES = 64 * 1024;

/** How reading the rest of a body ended: all of it arrived, the client went away, or it sent too much. */
export type DiscardOutcome = 'read' | 'closed' | 'too-large';

/**
 * Reads and drops what is left of a request body, at most `maxBytes` of it. Time is bounded by the
 * server's request timeout, which closes a request that does not arrive in time.
 */
export function discardUnreadBody(raw: IncomingMessage, maxBytes: number): Promise<DiscardOutcome> {
  if (raw.complete || raw.readableEnded) return Promise.resolve('read');
  if (raw.destroyed) return Promise.resolve('closed');
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (outcome: DiscardOutcome) => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= maxBytes) return;
      raw.pause();
      finish('too-large');
    };
    const onEnd = () => finish('read');
    const onClose = () => finish(raw.complete ? 'read' : 'closed');
    // The multipart parser may still be attached, waiting on a file nobody reads any more.
    raw.unpipe();
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.resume();
  });
}

/**
 * An upload refused before its body was read (a wrong first line, no permission, a file over the
 * limit) is answered only once the body has arrived: browsers and Node's fetch often never see an
 * answer sent while they are still sending. What is read is bounded by the upload limit; a client
 * sending more is answered with the connection closed.
 */
export function answerOnlyAfterTheBody(scope: ApiInstance, uploadMaxBytes: number): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    const outcome = await discardUnreadBody(request.raw, uploadMaxBytes + ENVELOPE_BYTES);
    if (outcome === 'too-large') void reply.header('connection', 'close');
    return payload;
  });
}
