/** The delivery form's address check (POST /api/delivery/check): the stores that deliver to an address. */
import { z } from 'zod/mini';
import { apiPaths, withQuery } from '../rules/api.ts';
import type { DeliveryAddressValues, DeliveryOption } from '../rules/commerce/delivery.ts';
import { request, type RequestOptions } from './client.ts';

export type { DeliveryOption };

export interface DeliveryCheckResult {
  address: { line1: string; city: string; state: string; postalCode: string };
  retailers: DeliveryOption[];
}

const finite = () => z.number().check(z.refine(Number.isFinite));

const deliveryCheckSchema = z.looseObject({
  data: z.looseObject({
    address: z.looseObject({ line1: z.string(), city: z.string(), state: z.string(), postalCode: z.string() }),
    retailers: z.array(
      z.looseObject({
        retailerId: z.string(),
        name: z.string(),
        fee: finite(),
        minimum: finite(),
        etaMinutes: z.optional(z.tuple([finite(), finite()])),
      }),
    ),
  }),
});

/** Checks the address; throws an ApiError (the server's message: 'Please enter city.' …) when it fails. */
export async function checkDeliveryAddress(
  values: DeliveryAddressValues,
  siteId?: string,
  options: RequestOptions = {},
): Promise<DeliveryCheckResult> {
  const answer = await request(withQuery(apiPaths.deliveryCheck, { site: siteId }), {
    method: 'POST',
    json: values,
    schema: deliveryCheckSchema,
    ...options,
  });
  const { address, retailers } = answer.data;
  return {
    address: { line1: address.line1, city: address.city, state: address.state, postalCode: address.postalCode },
    retailers: retailers.map((r) => ({
      retailerId: r.retailerId,
      name: r.name,
      fee: r.fee,
      minimum: r.minimum,
      ...(r.etaMinutes ? { etaMinutes: [r.etaMinutes[0], r.etaMinutes[1]] as [number, number] } : {}),
    })),
  };
}
