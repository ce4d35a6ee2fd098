import { z } from 'zod';
import { ZArticle, ZSocketIdField } from './article-schemas';
import { DEAL_MESSAGES, ZArticleRequest, ZDealUser, ZDelivered, ZRequestInput } from './deal-items';
import { withFreeTextField } from './free-text';

/**
 * Deals (SPEC §3 Request, §7 requests/executors/delivered/location): the request a user sends to another side's
 * listing, the executors the author picks, delivery marks and the carrier's position. One contract for server and web.
 */

const ZId = z.string().min(1).max(64);
/** What a requester writes, its text held to the free-text rule. */
const ZCheckedRequestInput = withFreeTextField(ZRequestInput, 'request');

export const ZCreateRequestRequest = z.object({
  articleId: ZId,
  request: ZCheckedRequestInput,
  socketId: ZSocketIdField,
});
export type TCreateRequestRequest = z.input<typeof ZCreateRequestRequest>;

export const ZUpdateRequestRequest = z.object({
  requestId: ZId,
  request: ZCheckedRequestInput,
  socketId: ZSocketIdField,
});
export type TUpdateRequestRequest = z.input<typeof ZUpdateRequestRequest>;

export const ZDeleteRequestRequest = z.object({ requestId: ZId, socketId: ZSocketIdField });
export type TDeleteRequestRequest = z.input<typeof ZDeleteRequestRequest>;

export const ZRequestResponse = z.object({ error: z.literal(false), request: ZArticleRequest });
export type TRequestResponse = z.infer<typeof ZRequestResponse>;

export const ZDeleteRequestResponse = z.object({
  error: z.literal(false),
  requestId: z.string(),
  articleId: z.string(),
});

/** The executor asks the author to remove him ("request to remove executor"); deliveredUser is the executor. */
export const ZSetRequestCancelRequest = z.object({
  articleId: ZId,
  deliveredUser: ZId,
  socketId: ZSocketIdField,
});
export type TSetRequestCancelRequest = z.input<typeof ZSetRequestCancelRequest>;

export const ZExecutorRequest = z.object({ executorId: ZId, articleId: ZId, socketId: ZSocketIdField });
export type TExecutorRequest = z.input<typeof ZExecutorRequest>;

/** setExecutor / deleteExecutor answer (SPEC §7: executor, article, errors). */
export const ZExecutorResponse = z.object({
  error: z.literal(false),
  executor: ZDealUser,
  article: ZArticle,
  errors: z.array(z.object({ msg: z.string() })),
});

/** setDeliveredCargo: deliveredUser is the carrier whose delivery is marked. */
export const ZSetDeliveredRequest = z.object({
  articleId: ZId,
  deliveredUser: ZId,
  socketId: ZSocketIdField,
});
export type TSetDeliveredRequest = z.input<typeof ZSetDeliveredRequest>;

export const ZSetDeliveredResponse = z.object({
  error: z.literal(false),
  isDisableGeo: z.boolean(),
  delivered: z.array(ZDelivered),
});
export type TSetDeliveredResponse = z.infer<typeof ZSetDeliveredResponse>;

/** setLocation: the carrier's position [latitude, longitude]. */
export const ZSetLocationRequest = z.object({
  position: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)], {
    error: DEAL_MESSAGES.position,
  }),
});
export type TSetLocationRequest = z.input<typeof ZSetLocationRequest>;

export const ZSetLocationResponse = z.object({
  error: z.literal(false),
  /** How many listings on the way took the position; 0 means nothing is being tracked. */
  articles: z.number().int(),
  isDisableGeo: z.boolean(),
});
export type TSetLocationResponse = z.infer<typeof ZSetLocationResponse>;

/** A cargo owner offers one of his published orders to a carrier ("offered order"). */
export const ZOfferOrderRequest = z.object({ orderId: ZId, carrierId: ZId, socketId: ZSocketIdField });
export type TOfferOrderRequest = z.input<typeof ZOfferOrderRequest>;
export const ZOfferOrderResponse = z.object({
  error: z.literal(false),
  orderId: z.string(),
  carrierId: z.string(),
});
