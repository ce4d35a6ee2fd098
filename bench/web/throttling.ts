/**
 * Chrome DevTools' «Slow 4G» preset, as sent over CDP. DevTools (front_end/core/sdk/NetworkManager.ts), puppeteer's
 * PredefinedNetworkConditions['Slow 4G'] and Lighthouse 12's `throttling.mobileSlow4G` (requestLatencyMs,
 * downloadThroughputKbps, cpuSlowdownMultiplier) all derive it the same way: a 150 ms RTT, 1.6 Mbps down and
 * 750 kbps up, with DevTools' adjustment factors for request-level throttling (RTT × 3.75, throughput × 0.9).
 * DevTools counts a megabit as 1,000,000 bits (Lighthouse's Kbps are 1024 bits: 184,320 B/s against 180,000).
 */
export const SLOW_4G = {
  offline: false,
  /** 150 ms × 3.75 */
  latency: 150 * 3.75,
  /** 1.6 Mbps × 0.9 = 180,000 B/s */
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  /** 750 kbps × 0.9 = 84,375 B/s */
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
} as const;

/** Emulation.setCPUThrottlingRate: DevTools' «4× slowdown», Lighthouse's mobile cpuSlowdownMultiplier. */
export const CPU_SLOWDOWN = 4;

/** Lighthouse's mobile screen (a moto g power, `screenEmulation.mobile`), used for every load. */
export const PHONE_SCREEN = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

export const GOALS = {
  /** Issue 14: first paint on «Slow 4G» (with 4× CPU) of every page. */
  slowFcpMs: 2500,
  /** Issue 14: JavaScript of the first load of `/`, gzip. */
  mainJsKb: 160,
} as const;
