/** One Server-Sent Event as a browser's EventSource would see it. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id?: string;
  retry?: number;
}

/**
 * Reads a text/event-stream response as it arrives: `next()` waits for the next event, `comments`
 * holds the comment lines (heartbeats) seen so far, `ended` resolves when the server ends the stream.
 */
export function readEvents(res: Response) {
  const reader = res.body!.getReader();
  const queue: ServerSentEvent[] = [];
  const comments: string[] = [];
  let waiter = null as (() => void) | null;
  let done = false;
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // cancelled by close()
    } finally {
      done = true;
      waiter?.();
    }
  })();

  function parseBlock(block: string) {
    const event: ServerSentEvent = { event: 'message', data: '' };
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      const [, field, value] = /^(\w+): ?(.*)$/.exec(line) ?? [];
      if (field === 'event') event.event = value!;
      if (field === 'data') data.push(value!);
      if (field === 'id') event.id = value;
      if (field === 'retry') event.retry = Number(value);
    }
    if (!data.length) return;
    event.data = data.join('\n');
    queue.push(event);
    waiter?.();
  }

  return {
    comments,
    ended,
    /** The next event; fails after `timeoutMs` or when the stream ends first. */
    async next(timeoutMs = 15_000): Promise<ServerSentEvent> {
      const deadline = Date.now() + timeoutMs;
      while (!queue.length) {
        if (done) throw new Error('The event stream ended.');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No event within ${timeoutMs} ms.`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiter = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        waiter = null;
      }
      return queue.shift()!;
    },
    /** The next event, with its data parsed as JSON. */
    async nextJson<T = Record<string, unknown>>(timeoutMs?: number) {
      const e = await this.next(timeoutMs);
      return { ...e, json: JSON.parse(e.data) as T };
    },
    async close() {
      await reader.cancel().catch(() => {});
      await ended;
    },
  };
}
