// A filter list the screen loads once (transaction types, vendors): the list, or null while it
// loads; a failure leaves the filter with its "all" choice only (the records still load).
import { useRef, useState } from 'react';
import { useAsyncEffect } from '../../ui/use-async-effect';

export function useFilterList<T>(load: () => Promise<T[]>, key: string): T[] | null {
  const [items, setItems] = useState<T[] | null>(null);
  // The list belongs to the key: a new key (not a new closure) loads again.
  const loader = useRef(load);
  loader.current = load;
  useAsyncEffect(
    (run) => {
      run.settle(loader.current(), setItems, () => setItems([]));
    },
    [key],
  );
  return items;
}
