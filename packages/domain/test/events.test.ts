import { describe, expect, expectTypeOf, it } from 'vitest';
import { SERVER_EVENT_NAMES, userRoom, type ServerEventName } from '../src/events';

/** SPEC §7 "Server events", verbatim. */
const SPEC_SERVER_EVENTS =
  'typingDialog, setBan, cancelBan, modarationSuccess, modarationFail, setTariff, dontTariff, sendMessageDialog, readMessagesDialog, createMyArticle, createTakingArticle, editMyArticle, deleteTaking, updateStatusMyArticle, setLocation, createArticleReview, updateArticleReview, deleteExecutor, setExecutor, createRequest, deleteRequest, updateRequest, setDelivered, sendNotification, readNotification, readNotificationAll'.split(
    ', ',
  );

/** Ours beyond the spec: a saved search's match (issue 27), a deal's terms changed (issue 29). */
const OUR_SERVER_EVENTS = ['savedSearchMatched', 'dealChanged', 'dealContractSigned'];

describe('SERVER_EVENT_NAMES', () => {
  it('are the 26 server events of SPEC §7 and ours', () => {
    expect(SPEC_SERVER_EVENTS).toHaveLength(26);
    expect(SERVER_EVENT_NAMES).toHaveLength(26 + OUR_SERVER_EVENTS.length);
    expect(new Set(SERVER_EVENT_NAMES).size).toBe(SERVER_EVENT_NAMES.length);
    expect([...SERVER_EVENT_NAMES].sort()).toEqual([...SPEC_SERVER_EVENTS, ...OUR_SERVER_EVENTS].sort());
  });

  it('list every typed server event except the auth answer', () => {
    expectTypeOf<(typeof SERVER_EVENT_NAMES)[number]>().toEqualTypeOf<
      Exclude<ServerEventName, 'authResult'>
    >();
  });
});

describe('userRoom', () => {
  it('is user:<id>', () => {
    expect(userRoom('abc123')).toBe('user:abc123');
  });

  it('differs per user', () => {
    expect(userRoom('a')).not.toBe(userRoom('b'));
  });
});
