import { describe, expect, it } from 'vitest';
import { publicMenuItems } from '../src/features/layout/public-menu-items';
import { profileMenuItems, sideMenuSections } from '../src/features/layout/side-menu-items';
import { makeSession } from './fixtures';

const links = (items: { to: string }[]) => items.map((item) => item.to);

describe('public menu', () => {
  it('visitor: faq, login and register, no searches', () => {
    const to = links(publicMenuItems(null, '/page/about'));
    expect(to).toEqual([
      '/',
      '/cargo',
      '/carrier',
      '/faq',
      '/page/about',
      '/tariffs',
      '/download-app',
      '/login',
      '/register',
    ]);
  });

  it('carrier: order search and support labelled FAQ, no auth links', () => {
    const items = publicMenuItems('carrier', '');
    expect(links(items)).toContain('/search-order');
    expect(links(items)).not.toContain('/search-offer');
    expect(links(items)).not.toContain('/login');
    expect(items.find((item) => item.to === '/support')?.label).toBe('FAQ');
  });

  it('cargo: offer search; an external about page is a plain link', () => {
    const items = publicMenuItems('cargo', 'https://about.example.ru');
    expect(links(items)).toContain('/search-offer');
    expect(links(items)).not.toContain('/search-order');
    expect(items.find((item) => item.label === 'О сервисе')?.external).toBe(true);
  });
});

describe('side menu', () => {
  it('cargo: order sets with counts from the status counters', () => {
    const session = makeSession(
      { myCountsArticles: { countAll: 9, byStatus: { '1': 1, '2': 2, '3': 3, '5': 1, '6': 1, '7': 1 } } },
      { type: 'cargo' },
    );
    const items = sideMenuSections(session).flatMap((section) => section.items);
    const byLink = new Map(items.map((item) => [item.to, item]));
    expect(byLink.get('/my-orders-open')?.count).toBe(3);
    expect(byLink.get('/my-orders-working')?.count).toBe(3);
    expect(byLink.get('/my-orders-completed')?.count).toBe(2);
    expect(byLink.get('/my-orders-deleted')?.count).toBe(1);
    expect(byLink.get('/my-orders')?.mobileOnly).toBe(true);
    expect(links(items)).toEqual(expect.arrayContaining(['/order-create', '/taken-offers', '/geo-detect']));
    expect(links(items)).not.toContain('/mytarif');
  });

  it('carrier: offers, taken orders, vehicles and tariff; every user: messages, profile, support', () => {
    const items = sideMenuSections(makeSession({}, { type: 'carrier' })).flatMap((section) => section.items);
    expect(links(items)).toEqual(
      expect.arrayContaining([
        '/offer-create',
        '/my-offers-open',
        '/taken-orders',
        '/mytemplate-auto',
        '/mytarif',
        '/messages-by-order',
        '/messages-users',
        '/messages',
        '/reviews',
        '/profile/info',
        '/profile/security',
        '/notifications',
        '/notifications-settings',
        '/support',
      ]),
    );
    expect(links(items)).not.toContain('/order-create');
  });

  it('carrier: «По пути» and «Обратный груз» one tap away; cargo owner: «Транспорт по пути» (issue 26)', () => {
    const carrierItems = sideMenuSections(makeSession({}, { type: 'carrier' })).flatMap((s) => s.items);
    expect(carrierItems.find((item) => item.to === '/route-order')?.label).toBe('По пути');
    expect(carrierItems.find((item) => item.to === '/return-load')?.label).toBe('Обратный груз');
    expect(
      carrierItems.filter((item) => item.to.startsWith('/route') || item.to === '/return-load'),
    ).toSatisfy((items: { mobileOnly?: boolean }[]) => items.every((item) => !item.mobileOnly));
    expect(links(carrierItems)).not.toContain('/route-offer');
    const cargoItems = sideMenuSections(makeSession({}, { type: 'cargo' })).flatMap((s) => s.items);
    expect(cargoItems.find((item) => item.to === '/route-offer')?.label).toBe('Транспорт по пути');
    expect(links(cargoItems)).not.toContain('/route-order');
    expect(links(cargoItems)).not.toContain('/return-load');
  });

  it('«Мои поиски» beside the searches of both roles and in the profile dropdown (issue 27)', () => {
    for (const type of ['cargo', 'carrier'] as const) {
      const items = sideMenuSections(makeSession({}, { type })).flatMap((s) => s.items);
      const mySearches = items.filter((item) => item.to === '/my-searches');
      expect(mySearches.map((item) => item.label)).toEqual(['Мои поиски']);
      expect(mySearches[0]?.mobileOnly).toBeFalsy();
      expect(links(profileMenuItems(makeSession({}, { type })))).toContain('/my-searches');
    }
  });

  it('the profile dropdown holds the flagged items', () => {
    expect(links(profileMenuItems(makeSession()))).toEqual([
      '/my-searches',
      '/reviews',
      '/profile/info',
      '/profile/security',
      '/notifications',
      '/notifications-settings',
      '/support',
    ]);
  });
});
