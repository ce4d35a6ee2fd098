import { createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/** A screen loaded on first use, with `preload()` to fetch its chunk earlier (menu hover, app start). */
export type LazyScreen<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * A lazy screen from the named export of a module: `lazyScreen(() => import('./FaqPage'), 'FaqPage')`. One load
 * is shared by `preload()` and rendering; a failed load (offline) is forgotten, so that the next try fetches again.
 */
export function lazyScreen<P, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => ({ default: module[name] }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}

/** A route's screen: how to render it (with its props) and how to fetch its chunk ahead. */
export interface ScreenEntry {
  render: () => ReactNode;
  preload: () => Promise<unknown>;
}

export function screen<P extends object>(Page: LazyScreen<P>, props: NoInfer<P>): ScreenEntry {
  return { render: () => createElement(Page, props), preload: Page.preload };
}
