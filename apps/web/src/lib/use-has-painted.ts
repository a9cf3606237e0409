import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * False until the browser has drawn the component's first frame. A page whose largest content is its
 * own text (not the data) starts its requests then: on a phone their answers, and the schemas that
 * check them, would otherwise compete with that first paint for the network and the main thread.
 */
export function useHasPainted(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    let isMounted = true;
    void afterNextPaint().then(() => {
      if (isMounted) setHasPainted(true);
    });
    return () => {
      isMounted = false;
    };
  }, []);
  return hasPainted;
}
