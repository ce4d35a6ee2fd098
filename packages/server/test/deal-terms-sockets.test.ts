import { describe, expect, it } from 'vitest';
import { ZDealChangeResponse } from '@fura/domain/deal-terms-schemas';
import { NEW_TO, changeTerms, dealScene, postDeal } from './helpers/deal-terms';
import { socketTestApp } from './helpers/socket-test-app';
import { connectSocket, expectNoEvent, waitFor } from './helpers/sockets';

const t = socketTestApp();

describe('dealChanged', () => {
  it("reaches both parties' open pages but the calling tab and nobody else, for a change and for its answer", async () => {
    const scene = await dealScene(t.app, t.deps.db, { onTheWay: true });
    const calling = await connectSocket(t.baseUrl, { token: scene.owner.token });
    const ownerTab = await connectSocket(t.baseUrl, { token: scene.owner.token });
    const carrier = await connectSocket(t.baseUrl, { token: scene.carrier.token });
    const stranger = await connectSocket(t.baseUrl, { token: scene.stranger.token });

    const heard = {
      ownerTab: waitFor(ownerTab, 'dealChanged'),
      carrier: waitFor(carrier, 'dealChanged'),
      calling: expectNoEvent(calling, 'dealChanged'),
      stranger: expectNoEvent(stranger, 'dealChanged'),
    };
    const res = await changeTerms(t.app, scene.owner, scene.key, { to: NEW_TO }, calling.id ?? null);
    expect(res.statusCode, res.body).toBe(200);
    const { change } = ZDealChangeResponse.parse(res.json());
    const expected = { ...scene.key, changeId: change.id, state: 'awaiting' };
    expect(await heard.ownerTab).toEqual(expected);
    expect(await heard.carrier).toEqual(expected);
    await heard.calling;
    await heard.stranger;

    const answered = waitFor(ownerTab, 'dealChanged');
    const confirm = await postDeal(t.app, 'change/confirm', scene.carrier.token, {
      changeId: change.id,
      socketId: carrier.id,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await answered).toEqual({ ...expected, state: 'confirmed' });
  });
});
