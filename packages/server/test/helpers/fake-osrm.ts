import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OSRM server's HTTP `route` service (project-osrm.org/docs/v5): `GET /route/v1/driving/
 * {lon},{lat};{lon},{lat}…?overview=full&geometries=polyline` answers `{ code: "Ok", routes: [{ distance, geometry,
 * … }], waypoints }`, distance in metres and geometry a polyline of precision 5; a request it cannot route answers 400
 * with `{ code: "NoRoute", message }`.
 */
export type FakeOsrmMode = 'ok' | 'slow' | 'error' | 'no-route' | 'garbage';

export interface FakeOsrm {
  /** Base URL, for ROUTING_URL. */
  url: string;
  /** Path and query of every request, in order. */
  requests: string[];
  mode: FakeOsrmMode;
  /** How long the `slow` mode waits before answering. */
  slowMs: number;
  /** What an `ok` answer carries: FAKE_OSRM_GEOMETRY / FAKE_OSRM_DISTANCE_M unless a test sets its own road. */
  geometry: string;
  distanceM: number;
  close(): Promise<void>;
}

/** The example of Google's polyline algorithm page: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453). */
export const FAKE_OSRM_GEOMETRY = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';
export const FAKE_OSRM_LINE_LON_LAT: [number, number][] = [
  [-120.2, 38.5],
  [-120.95, 40.7],
  [-126.453, 43.252],
];
export const FAKE_OSRM_DISTANCE_M = 812_345.6;

const ROUTE_PATH = /^\/route\/v1\/driving\/(-?[\d.]+,-?[\d.]+(;-?[\d.]+,-?[\d.]+)+)$/;

export async function startFakeOsrm(): Promise<FakeOsrm> {
  const fake: FakeOsrm = {
    url: '',
    requests: [],
    mode: 'ok',
    slowMs: 2000,
    geometry: FAKE_OSRM_GEOMETRY,
    distanceM: FAKE_OSRM_DISTANCE_M,
    close: () => Promise.resolve(),
  };
  const server = createServer((request, response) => {
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
      response.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    };
    fake.requests.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://fake-osrm');
    if (request.method !== 'GET' || !ROUTE_PATH.test(url.pathname)) {
      return send(400, { code: 'InvalidUrl', message: 'URL string malformed close to position 1' });
    }
    const waypoints = url.pathname
      .split('/')
      .at(-1)!
      .split(';')
      .map((pair) => ({ hint: '', distance: 0, name: '', location: pair.split(',').map(Number) }));
    const found = {
      code: 'Ok',
      routes: [
        {
          geometry: fake.geometry,
          legs: [],
          weight_name: 'routability',
          weight: 30_000.1,
          duration: 29_876.5,
          distance: fake.distanceM,
        },
      ],
      waypoints,
    };
    switch (fake.mode) {
      case 'error':
        return send(500, 'Internal Server Error');
      case 'no-route':
        return send(400, { code: 'NoRoute', message: 'Impossible route between points' });
      case 'garbage':
        return send(200, '{"code": "Ok", "routes": [');
      case 'slow': {
        const timer = setTimeout(() => send(200, found), fake.slowMs);
        response.on('close', () => clearTimeout(timer));
        return undefined;
      }
      default:
        return send(200, found);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
