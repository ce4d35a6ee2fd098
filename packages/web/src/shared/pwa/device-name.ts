/**
 * The name of a device for the push settings (issue 27), from the browser's user agent: «Chrome на Android», «Safari
 * на iPhone». It is what the server stores with the device's subscription and what the list shows; the list calls the
 * current device «Этот телефон» (or «Этот планшет», «Этот компьютер») by its kind. Pure: the service worker uses it too.
 */

export type DeviceKind = 'phone' | 'tablet' | 'computer';

export interface DeviceDescription {
  /** «Chrome», «Яндекс Браузер»…; null when the user agent names none we know. */
  browser: string | null;
  /** «Android», «iPhone», «Windows»…; null when unknown. */
  system: string | null;
  kind: DeviceKind;
  /** «Chrome на Android»; «Браузер» when nothing is known. */
  name: string;
}

export const THIS_DEVICE: Record<DeviceKind, string> = {
  phone: 'Этот телефон',
  tablet: 'Этот планшет',
  computer: 'Этот компьютер',
};

/** Checked in this order: the browsers built on Chromium say «Chrome» too, Chrome on iOS says «Safari». */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/YaBrowser\/|YaSearchBrowser\//, 'Яндекс Браузер'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\/|OPiOS\/|Opera/, 'Opera'],
  [/EdgA?\/|EdgiOS\//, 'Edge'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];

function browserOf(userAgent: string): string | null {
  return BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

function systemOf(userAgent: string, touchPoints: number): { system: string | null; kind: DeviceKind } {
  if (/iPhone|iPod/.test(userAgent)) return { system: 'iPhone', kind: 'phone' };
  // iPadOS 13+ Safari asks for the desktop site: a «Macintosh» with a touch screen is an iPad.
  if (/iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)) {
    return { system: 'iPad', kind: 'tablet' };
  }
  if (/Android/.test(userAgent))
    return { system: 'Android', kind: /Mobile/.test(userAgent) ? 'phone' : 'tablet' };
  if (/Windows/.test(userAgent)) return { system: 'Windows', kind: 'computer' };
  if (/Macintosh|Mac OS X/.test(userAgent)) return { system: 'macOS', kind: 'computer' };
  if (/CrOS/.test(userAgent)) return { system: 'ChromeOS', kind: 'computer' };
  if (/Linux/.test(userAgent)) return { system: 'Linux', kind: 'computer' };
  return { system: null, kind: /Mobi/.test(userAgent) ? 'phone' : 'computer' };
}

/** `touchPoints`: navigator.maxTouchPoints (tells an iPad from a Mac). */
export function describeDevice(userAgent: string, touchPoints = 0): DeviceDescription {
  const browser = browserOf(userAgent);
  const { system, kind } = systemOf(userAgent, touchPoints);
  const name = system ? `${browser ?? 'Браузер'} на ${system}` : (browser ?? 'Браузер');
  return { browser, system, kind, name };
}
