/**
 * The third-party support chat (SUPPORT_WIDGET_SRC): its script is injected once, async, only when the user asks
 * for the chat or the browser is idle on /support. Later calls share the same load.
 */
const loads = new Map<string, Promise<void>>();

export const SUPPORT_WIDGET_ATTRIBUTE = 'data-support-widget';

function inject(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.setAttribute(SUPPORT_WIDGET_ATTRIBUTE, '');
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('Не удалось загрузить чат поддержки. Проверьте подключение и попробуйте ещё раз'));
    });
    document.body.appendChild(script);
  });
}

export function loadSupportWidget(src: string): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const load = inject(src).catch((error: unknown) => {
    loads.delete(src); // a failed load may be tried again
    throw error;
  });
  loads.set(src, load);
  return load;
}

/** Tests only: forget earlier loads. @internal */
export function resetSupportWidgetLoads(): void {
  loads.clear();
}
