/** A minimal server-sent events reader over fetch, for asserting the exact stream a channel sends. */
export interface SseMessage {
  event: string | null;
  data: string | null;
  comment: string | null;
}

export class SseReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = '';

  constructor(response: Response) {
    if (!response.body) throw new Error('response has no body');
    this.reader = response.body.getReader();
  }

  /** The next block (up to a blank line), or null when the stream ends or `timeoutMs` passes. */
  async next(timeoutMs = 2000): Promise<SseMessage | null> {
    const deadline = Date.now() + timeoutMs;
    while (!this.buffer.includes('\n\n')) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) return null;
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        this.reader.read(),
        new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), remaining);
        }),
      ]);
      clearTimeout(timer);
      if (chunk === 'timeout') return null;
      if (chunk.done) return null;
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
    const end = this.buffer.indexOf('\n\n');
    const block = this.buffer.slice(0, end);
    this.buffer = this.buffer.slice(end + 2);
    const message: SseMessage = { event: null, data: null, comment: null };
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) message.comment = line.slice(1).trim();
      else if (line.startsWith('event: ')) message.event = line.slice(7);
      else if (line.startsWith('data: '))
        message.data = (message.data === null ? '' : `${message.data}\n`) + line.slice(6);
    }
    return message;
  }

  /** Skips keep-alive comments. */
  async nextEvent(timeoutMs = 2000): Promise<SseMessage | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const message = await this.next(Math.max(1, deadline - Date.now()));
      if (!message || message.event !== null) return message;
    }
  }

  async cancel(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}
