import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A company the fake register knows: DaData's `data` of «Организация по ИНН» as far as the app reads it. */
export interface RegisteredCompany {
  inn: string;
  name: string;
  ogrn: string;
  type: 'LEGAL' | 'INDIVIDUAL';
  status: 'ACTIVE' | 'LIQUIDATING' | 'LIQUIDATED' | 'BANKRUPT' | 'REORGANIZING';
  registeredAt: Date;
}

/**
 * DaData's HTTP contract on a local port (DADATA_URL): `findById/party` answers the companies given, any other INN with
 * no suggestions; the address suggestions fail (503), so the app falls back to its bundled places as it does when
 * DaData is down.
 */
export class FakeRegister {
  private server: Server | null = null;
  private readonly companies = new Map<string, RegisteredCompany>();
  readonly asked: string[] = [];

  add(company: RegisteredCompany): void {
    this.companies.set(company.inn, company);
  }

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('the fake register is not started');
    return `http://127.0.0.1:${address.port}/suggestions/api/4_1/rs`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (
          !request.url?.endsWith('/findById/party') ||
          !request.headers.authorization?.startsWith('Token ')
        ) {
          response.writeHead(503).end();
          return;
        }
        const { query } = JSON.parse(body) as { query: string };
        this.asked.push(query);
        const company = this.companies.get(query);
        const suggestions = company
          ? [
              {
                value: company.name,
                data: {
                  inn: company.inn,
                  ogrn: company.ogrn,
                  kpp: company.type === 'LEGAL' ? '770101001' : null,
                  type: company.type,
                  name: { short_with_opf: company.name, full_with_opf: company.name },
                  state: { status: company.status, registration_date: company.registeredAt.getTime() },
                  address: { value: 'г Москва, ул Тверская, д 1' },
                },
              },
            ]
          : [];
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ suggestions }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
