import { lazy } from 'react';

// What only a logged-in user sees on a listing — the author's actions, the deal's sections and forms, the carrier's
// position, the live updates — in a chunk of its own: a guest's page (the one search engines and first visitors
// open, rendered on the server) loads none of its forms, date pickers, menus or socket (issue 28). A logged-in user
// gets the page from the browser, the chunk beside the listing's data.
const parts = () => import('./LoggedInParts');

export const ArticleOwnerActions = lazy(() => parts().then((m) => ({ default: m.ArticleOwnerActions })));
export const ArticleRealtime = lazy(() => parts().then((m) => ({ default: m.ArticleRealtime })));
export const CarrierPosition = lazy(() => parts().then((m) => ({ default: m.CarrierPosition })));
export const ConfirmCurrentPanel = lazy(() => parts().then((m) => ({ default: m.ConfirmCurrentPanel })));
export const DealPanel = lazy(() => parts().then((m) => ({ default: m.DealPanel })));
export const DealSections = lazy(() => parts().then((m) => ({ default: m.DealSections })));
