import { describe, expect, it } from 'vitest';
import { describeDevice, THIS_DEVICE } from '../src/shared/pwa/device-name';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  chromeTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  yandexAndroid:
    'Mozilla/5.0 (Linux; Android 12; M2101K6G) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.4.3.88.00 SA/3 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  headlessChromium:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
};

describe('device name', () => {
  it.each([
    [UA.chromeAndroid, 'Chrome на Android', 'phone'],
    [UA.chromeTablet, 'Chrome на Android', 'tablet'],
    [UA.yandexAndroid, 'Яндекс Браузер на Android', 'phone'],
    [UA.samsung, 'Samsung Internet на Android', 'phone'],
    [UA.firefoxAndroid, 'Firefox на Android', 'phone'],
    [UA.safariIphone, 'Safari на iPhone', 'phone'],
    [UA.chromeIphone, 'Chrome на iPhone', 'phone'],
    [UA.safariMac, 'Safari на macOS', 'computer'],
    [UA.chromeWindows, 'Chrome на Windows', 'computer'],
    [UA.edgeWindows, 'Edge на Windows', 'computer'],
    [UA.operaWindows, 'Opera на Windows', 'computer'],
    [UA.firefoxLinux, 'Firefox на Linux', 'computer'],
    [UA.headlessChromium, 'Chrome на Linux', 'computer'],
  ])('names %s «%s» (%s)', (userAgent, name, kind) => {
    const device = describeDevice(userAgent);
    expect(device.name).toBe(name);
    expect(device.kind).toBe(kind);
    expect(device.name.length).toBeLessThanOrEqual(60);
  });

  it('tells an iPad asking for the desktop site from a Mac by its touch screen', () => {
    expect(describeDevice(UA.safariMac, 5)).toMatchObject({ name: 'Safari на iPad', kind: 'tablet' });
    expect(describeDevice(UA.safariMac, 0).kind).toBe('computer');
  });

  it('says «Браузер» for what it does not know', () => {
    expect(describeDevice('Mozilla/5.0 (Linux; Android 10) SomeApp/1.0 Mobile').name).toBe(
      'Браузер на Android',
    );
    expect(describeDevice('curl/8.0').name).toBe('Браузер');
  });

  it('calls the current device «Этот телефон», «Этот планшет» or «Этот компьютер»', () => {
    expect(THIS_DEVICE[describeDevice(UA.chromeAndroid).kind]).toBe('Этот телефон');
    expect(THIS_DEVICE[describeDevice(UA.chromeTablet).kind]).toBe('Этот планшет');
    expect(THIS_DEVICE[describeDevice(UA.chromeWindows).kind]).toBe('Этот компьютер');
  });
});
