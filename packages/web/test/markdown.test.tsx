import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MarkdownView as Markdown } from '../src/shared/ui/MarkdownView';
import { renderPage } from './inputs/render';

const HOSTILE = [
  'Текст <script>alert(1)</script> после скрипта.',
  '',
  '<img src="x" onerror="alert(2)">',
  '',
  '[ссылка-ловушка](javascript:alert(3)) и [данные](data:text/html,<b>x</b>) и <a href="javascript:alert(4)">сырая</a>',
  '',
  '<div onclick="alert(5)">клик</div>',
  '',
  '![картинка](javascript:alert(6))',
].join('\n');

function eventAttributes(root: HTMLElement): string[] {
  return [...root.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes]
      .filter((attribute) => /^on/i.test(attribute.name))
      .map((attribute) => attribute.name),
  );
}

describe('Markdown', () => {
  it('renders no script element, no event attribute and no javascript: or data: address', () => {
    const { container } = renderPage(<Markdown source={HOSTILE} />);
    expect(container.textContent).toContain('после скрипта');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('div[onclick]')).toBeNull();
    expect(eventAttributes(container)).toEqual([]);
    const addresses = [...container.querySelectorAll('[href], [src]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
    );
    for (const address of addresses) expect(address).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    // The trap link keeps its text but is no link at all.
    expect(screen.getByText('ссылка-ловушка').closest('a')).toBeNull();
    expect(container.textContent).not.toContain('alert(3)');
  });

  it('routes an internal link through the router', () => {
    renderPage(<Markdown source="Смотрите [тарифы](/tariffs)." />, { path: '/page/about' });
    const link = screen.getByRole('link', { name: 'тарифы' });
    expect(link.getAttribute('href')).toBe('/tariffs');
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/tariffs');
  });

  it('opens an external link in a new tab without the opener', () => {
    renderPage(<Markdown source="Карта: [OpenStreetMap](https://www.openstreetmap.org)" />);
    const link = screen.getByRole('link', { name: 'OpenStreetMap' });
    expect(link.getAttribute('href')).toBe('https://www.openstreetmap.org');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('treats a protocol-relative address as external', () => {
    renderPage(<Markdown source="[чужой сайт](//evil.example)" />);
    const link = screen.getByRole('link', { name: 'чужой сайт' });
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('renders headings, lists and emphasis', () => {
    const { container } = renderPage(<Markdown source={'## Оплата\n\n- картой\n- **счётом**'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Оплата' })).toBeTruthy();
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('strong')?.textContent).toBe('счётом');
  });
});
