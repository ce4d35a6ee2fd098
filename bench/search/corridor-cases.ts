import { ZCorridorRequest, type TCorridorRequest } from '@fura/domain/corridor-search';
import { BENCH_CITIES } from './cities';

export interface CorridorBenchCase {
  name: string;
  request: TCorridorRequest;
}

function city(name: string): { lat: number; lon: number } {
  const found = BENCH_CITIES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`bench cities: ${name} is missing`);
  return { lat: found.lat, lon: found.lon };
}

/** The corridor searches of issue 26 («По пути»), smallest detour first as the page opens. */
export function corridorBenchCases(): CorridorBenchCase[] {
  const moscow = city('Москва');
  return [
    {
      name: 'по пути Москва → Екатеринбург, 30 км',
      request: ZCorridorRequest.parse({
        type: 'order',
        route: { departure: moscow, destination: city('Екатеринбург') },
        widthKm: 30,
      }),
    },
    {
      name: 'по пути Москва → Санкт-Петербург, 50 км',
      request: ZCorridorRequest.parse({
        type: 'order',
        route: { departure: moscow, destination: city('Санкт-Петербург') },
        widthKm: 50,
      }),
    },
    {
      name: 'по пути Краснодар → Москва через Воронеж, 30 км',
      request: ZCorridorRequest.parse({
        type: 'order',
        route: { departure: city('Краснодар'), via: [city('Воронеж')], destination: moscow },
        widthKm: 30,
      }),
    },
  ];
}
