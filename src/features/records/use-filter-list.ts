// A filter list the screen loads once (transaction types, vendors): the list, or null while it
// loads; a failure leaves the filter with its "all" choice only (the records still load).
import { useEffect, useState } from 'react';

export function useFilterList<T>(load: () => Promise<T[]>, key: string): T[] | null {
  const [items, setItems] = useState<T[] | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (list) => live && setItems(list),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return items;
}
