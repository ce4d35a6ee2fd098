import { FAQ_FOR_ALL } from './faq-all';
import { FAQ_FOR_CARGO } from './faq-cargo';
import { FAQ_FOR_CARRIER } from './faq-carrier';
import { ABOUT_PAGE } from './page-about';
import { GEOLOCATION_PAGE } from './page-geolocation';
import { PRIVACY_PAGE } from './page-privacy';
import { TERMS_PAGE } from './page-terms';
import type { SeedFaqSection, SeedPage } from './types';

/** The CMS pages a fresh installation has: the footer and the settings link to them. */
export const SEED_PAGES: readonly SeedPage[] = [ABOUT_PAGE, TERMS_PAGE, PRIVACY_PAGE, GEOLOCATION_PAGE];

/** The FAQ of a fresh installation: for everyone, for cargo owners, for carriers. */
export const SEED_FAQ: readonly SeedFaqSection[] = [FAQ_FOR_ALL, FAQ_FOR_CARGO, FAQ_FOR_CARRIER];
