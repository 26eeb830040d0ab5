import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { idParam } from '../paths.ts';

/** The customer provider staff act for, kept in the URL (`?customerId=`) so a reload or a link keeps it. */
export function useCustomerParam(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const customerId = idParam(params.get('customerId'));
  const set = useCallback(
    (id: number | null) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (id) next.set('customerId', String(id));
          else next.delete('customerId');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [customerId, set];
}
