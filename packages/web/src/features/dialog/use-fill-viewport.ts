import { useLayoutEffect, useRef, useState } from 'react';

const MIN_HEIGHT = 320;
const BOTTOM_GAP = 8;

/** The height that makes the element end at the bottom of the visible viewport (the phone keyboard included). */
export function useFillViewport<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number | null>(null);

  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const viewport = window.visualViewport?.height ?? window.innerHeight;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(viewport - top - BOTTOM_GAP)));
    };
    measure();
    window.addEventListener('resize', measure);
    window.visualViewport?.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      window.visualViewport?.removeEventListener('resize', measure);
    };
  }, []);

  return { ref, height };
}
