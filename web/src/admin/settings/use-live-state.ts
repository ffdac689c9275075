import { useEffect, useState } from 'react';
import { LIVE_URL, type LiveState } from './api';

export type LiveConnection = 'connecting' | 'open' | 'error';

/**
 * The admin's live update stream (Server-Sent Events): the queue's counts, running jobs and the
 * search rebuild, about once a second. EventSource reconnects by itself after a drop or when the
 * server ends a stream; `connection` says how it is doing for the websockets tab.
 */
export function useLiveState() {
  const [state, setState] = useState<LiveState | null>(null);
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  useEffect(() => {
    if (typeof EventSource === 'undefined') {
      setConnection('error');
      return;
    }
    const source = new EventSource(LIVE_URL, { withCredentials: true });
    source.addEventListener('open', () => setConnection('open'));
    source.addEventListener('error', () => setConnection(source.readyState === EventSource.CLOSED ? 'error' : 'connecting'));
    source.addEventListener('state', (e) => {
      setConnection('open');
      try {
        setState(JSON.parse((e as MessageEvent<string>).data) as LiveState);
      } catch {
        // a malformed event is skipped; the next one comes within a second
      }
    });
    return () => source.close();
  }, []);
  return { state, connection };
}
