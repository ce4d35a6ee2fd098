import { z } from 'zod';

/** The live socket id of the calling tab (DESIGN §4); absent while the socket is disconnected. */
export const ZSocketId = z.string().max(100).nullish();
