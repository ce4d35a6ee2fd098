import { useMediaQuery } from '@mantine/hooks';
import { SIDE_NAV_CLICK_MAX_WIDTH } from '@fura/domain/constants';

/** Widths up to 800 px: the side menu opens on click (burger) instead of standing beside the content. */
export const NARROW_SCREEN_QUERY = `(max-width: ${SIDE_NAV_CLICK_MAX_WIDTH}px)`;

export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY, false, { getInitialValueInEffect: false });
}
