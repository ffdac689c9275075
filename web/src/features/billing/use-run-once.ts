import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../api';

/** Runs a confirm call once on mount (done pages: the provider sent the user back here). */
export function useRunOnce<T>(fn: (() => Promise<T>) | null) {
  const started = useRef(false);
  const mutation = useMutation({ mutationFn: () => fn!(), meta: { silent: true } });
  useEffect(() => {
    if (fn && !started.current) {
      started.current = true;
      mutation.mutate();
    }
  }, [fn, mutation]);
  return { ...mutation, message: mutation.error ? errorMessage(mutation.error) : null };
}
