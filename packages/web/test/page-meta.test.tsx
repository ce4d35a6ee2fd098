import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { useNoIndex } from '../src/shared/ui/page-meta';

/** Issue 24: a private page carries one `<meta name="robots">`, the server's or the screen's, never both. */

function NoIndex({ active }: { active: boolean }) {
  useNoIndex(active);
  return null;
}

const robots = () => [...document.head.querySelectorAll('meta[name="robots"]')];

/** The tag the server writes into a private page's head (http/seo/head.ts). */
function serverTag(): void {
  const meta = document.createElement('meta');
  meta.setAttribute('name', 'robots');
  meta.setAttribute('content', 'noindex');
  document.head.appendChild(meta);
}

afterEach(() => {
  cleanup();
  for (const tag of robots()) tag.remove();
});

describe('useNoIndex', () => {
  it('takes over the server’s tag on a private page instead of adding a second one', () => {
    serverTag();
    render(<NoIndex active />);
    expect(robots()).toHaveLength(1);
    expect(robots()[0]?.getAttribute('content')).toBe('noindex');
  });

  it('adds the tag when the page came without one, and leaving the private screen takes it away', () => {
    const view = render(<NoIndex active />);
    expect(robots().map((tag) => tag.getAttribute('content'))).toEqual(['noindex']);
    view.unmount();
    expect(robots()).toHaveLength(0);
  });

  it('a public page reached from a private one is not left noindex, also when the server wrote the tag', () => {
    serverTag();
    const view = render(<NoIndex active />);
    view.rerender(<NoIndex active={false} />);
    expect(robots()).toHaveLength(0);
  });

  it('two screens asking at once share one tag, kept until the last one leaves', () => {
    serverTag();
    const outer = render(<NoIndex active />);
    const inner = render(<NoIndex active />);
    expect(robots()).toHaveLength(1);
    inner.unmount();
    expect(robots()).toHaveLength(1);
    outer.unmount();
    expect(robots()).toHaveLength(0);
  });

  it('a public screen leaves the head alone', () => {
    render(<NoIndex active={false} />);
    expect(robots()).toHaveLength(0);
  });
});
