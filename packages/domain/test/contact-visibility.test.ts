import { describe, expect, it } from 'vitest';
import { ArticleStatus } from '../src/articles';
import { CONTACT_MASK } from '../src/contact-masking';
import {
  inOpenDealTogether,
  seesContacts,
  textForViewer,
  type ContactDeal,
  type TextPlace,
} from '../src/contact-visibility';
import { DEAL_CONTACTS_DAYS_AFTER_CLOSE } from '../src/constants';

const now = new Date('2030-05-20T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const AUTHOR = 'author';
const EXECUTOR = 'executor';
const OTHER_EXECUTOR = 'executor-2';
const REQUESTER = 'requester';

const published: ContactDeal = {
  authorId: AUTHOR,
  executorIds: [],
  status: ArticleStatus.Published,
  closedAt: null,
};
const chosen: ContactDeal = {
  authorId: AUTHOR,
  executorIds: [EXECUTOR, OTHER_EXECUTOR],
  status: ArticleStatus.ExecutorSelected,
  closedAt: null,
};
const listing = (deal: ContactDeal): TextPlace => ({ kind: 'listing', deal });

describe('seesContacts: the writer, and the pairs of an open deal', () => {
  it('shows a text to its writer, whoever he is and whatever the deal', () => {
    for (const writer of [AUTHOR, EXECUTOR, REQUESTER]) {
      expect(seesContacts(writer, writer, listing(published), now), writer).toBe(true);
      expect(seesContacts(writer, writer, { kind: 'direct', deals: [] }, now), writer).toBe(true);
    }
  });

  it('masks before an executor is chosen for everyone else, guests included', () => {
    for (const viewer of [null, EXECUTOR, REQUESTER]) {
      expect(seesContacts(viewer, AUTHOR, listing(published), now), String(viewer)).toBe(false);
    }
    expect(seesContacts(AUTHOR, REQUESTER, listing(published), now)).toBe(false);
  });

  it('after the choice shows the author and each executor each other’s texts, never to a third user', () => {
    expect(seesContacts(EXECUTOR, AUTHOR, listing(chosen), now)).toBe(true);
    expect(seesContacts(AUTHOR, EXECUTOR, listing(chosen), now)).toBe(true);
    expect(seesContacts(REQUESTER, AUTHOR, listing(chosen), now)).toBe(false);
    expect(seesContacts(AUTHOR, REQUESTER, listing(chosen), now)).toBe(false);
    expect(seesContacts(null, AUTHOR, listing(chosen), now)).toBe(false);
    // Executors of one offer are no pair.
    expect(seesContacts(OTHER_EXECUTOR, EXECUTOR, listing(chosen), now)).toBe(false);
  });

  it('keeps them open a week after completing or cancelling, then masks again; a draft or the trash never opens', () => {
    const closed = (days: number): ContactDeal => ({
      ...chosen,
      status: ArticleStatus.Completed,
      closedAt: new Date(now.getTime() - days * DAY),
    });
    expect(seesContacts(EXECUTOR, AUTHOR, listing(closed(DEAL_CONTACTS_DAYS_AFTER_CLOSE - 1)), now)).toBe(
      true,
    );
    expect(seesContacts(EXECUTOR, AUTHOR, listing(closed(DEAL_CONTACTS_DAYS_AFTER_CLOSE)), now)).toBe(false);
    for (const status of [ArticleStatus.Draft, ArticleStatus.Trash]) {
      expect(seesContacts(EXECUTOR, AUTHOR, listing({ ...chosen, status }), now), `status ${status}`).toBe(
        false,
      );
    }
  });

  it('opens a dialog not about a listing only while the two have an open deal together on any listing', () => {
    expect(seesContacts(EXECUTOR, AUTHOR, { kind: 'direct', deals: [] }, now)).toBe(false);
    expect(seesContacts(EXECUTOR, AUTHOR, { kind: 'direct', deals: [published, chosen] }, now)).toBe(true);
    expect(seesContacts(REQUESTER, AUTHOR, { kind: 'direct', deals: [chosen] }, now)).toBe(false);
  });

  it('never masks the support dialog, for either side', () => {
    expect(seesContacts('user', 'support', { kind: 'support' }, now)).toBe(true);
    expect(seesContacts('support', 'user', { kind: 'support' }, now)).toBe(true);
  });
});

describe('inOpenDealTogether', () => {
  it('is symmetric and never pairs a user with himself', () => {
    expect(inOpenDealTogether(chosen, AUTHOR, EXECUTOR, now)).toBe(true);
    expect(inOpenDealTogether(chosen, EXECUTOR, AUTHOR, now)).toBe(true);
    expect(inOpenDealTogether(chosen, AUTHOR, AUTHOR, now)).toBe(false);
    expect(inOpenDealTogether(published, AUTHOR, EXECUTOR, now)).toBe(false);
  });
});

describe('textForViewer', () => {
  const text = 'Звоните +7 (916) 123-45-67, груз 20 т';

  it('masks the contacts only, for a viewer who may not see them', () => {
    expect(textForViewer(text, REQUESTER, AUTHOR, listing(chosen), now)).toBe(
      `Звоните ${CONTACT_MASK}, груз 20 т`,
    );
    expect(textForViewer(text, EXECUTOR, AUTHOR, listing(chosen), now)).toBe(text);
    expect(textForViewer(text, AUTHOR, AUTHOR, listing(published), now)).toBe(text);
  });

  it('leaves a text without contacts as it is for everyone', () => {
    expect(textForViewer('Груз 20 т', null, AUTHOR, listing(published), now)).toBe('Груз 20 т');
  });
});
