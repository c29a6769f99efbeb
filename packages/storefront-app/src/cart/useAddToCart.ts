/**
 * Add to cart (issue 11): refused with a clear message when the line is already at its maximum or
 * the add would pass the state's purchase limit (nothing in the cart changes, no success toast);
 * otherwise added, clamped to the maximum with a note when asked for more.
 */
import {
  cartAddOutcome,
  type CartAddRequest,
  limitCheck,
  notify,
  purchaseLimitsFor,
  type CartItem,
  type MenuType,
} from '@storefront/components';
import { useShop } from '../shop/useShop.ts';
import { useStoreStatus } from '../store-choice/useStoreStatus.ts';
import { useCartStore } from './cartStore.ts';

/** The line and the product's THC (edible limits when the weight is not in mg): cartAddRequestFor makes one. */
export type AddRequest = CartAddRequest;

export type AddResult = 'added' | 'clamped' | 'atMax' | 'overLimit';

/** The pure decision, for tests and the hook alike. */
export function decideAdd(
  items: readonly CartItem[],
  request: AddRequest,
  limits: ReturnType<typeof purchaseLimitsFor>,
): { result: AddResult; quantity: number; message: string | null } {
  const { item } = request;
  const line = items.find((l) => l.productId === item.productId && l.option === item.option);
  const outcome = cartAddOutcome(line?.quantity ?? 0, item.quantity, { optionMaxQuantity: item.maxQuantity });
  if (outcome.kind === 'atMax') return { result: 'atMax', quantity: 0, message: outcome.message };
  const adding = outcome.quantity - (line?.quantity ?? 0);
  const others = items.map((l) => ({ category: l.product.category, weight: l.weight, quantity: l.quantity }));
  const check = limitCheck(others, { category: item.product.category, weight: item.weight, thc: request.thc, quantity: adding }, limits);
  if (!check.ok) return { result: 'overLimit', quantity: 0, message: check.message };
  return outcome.kind === 'clamped'
    ? { result: 'clamped', quantity: adding, message: outcome.message }
    : { result: 'added', quantity: adding, message: null };
}

/** One add decided against the cart as it is now, at the shown store's limits, and applied when allowed. */
function useDecidedAdd(): (request: AddRequest) => ReturnType<typeof decideAdd> {
  const add = useCartStore((state) => state.add);
  const { menuType } = useShop();
  const { retailer } = useStoreStatus();
  return (request) => {
    const limits = retailer ? purchaseLimitsFor(retailer.addressObject.state, menuType as MenuType) : {};
    const decision = decideAdd(useCartStore.getState().items, request, limits);
    if (decision.result === 'added' || decision.result === 'clamped') add({ ...request.item, quantity: decision.quantity });
    return decision;
  };
}

export function useAddToCart(): (request: AddRequest) => AddResult {
  const addDecided = useDecidedAdd();
  return (request) => {
    const decision = addDecided(request);
    if (decision.result === 'atMax' || decision.result === 'overLimit') notify.error(decision.message ?? '');
    else if (decision.result === 'clamped') notify.warning(decision.message ?? '');
    else notify.success(`${request.item.product.name} (${request.item.option}) added to the cart`);
    return decision.result;
  };
}

export const buyAgainAddedMessage = (count: number) => `${count} ${count === 1 ? 'item' : 'items'} added to the cart`;

/**
 * Several adds at once ('Buy again'): each decided against the cart as it is after the ones before
 * (limits and maxima hold across them), one success toast for what went in, and a warning for every
 * line refused or cut to its maximum (nothing is dropped silently).
 */
export function useAddManyToCart(): (requests: readonly AddRequest[]) => { added: number; warnings: string[] } {
  const addDecided = useDecidedAdd();
  return (requests) => {
    let added = 0;
    const warnings: string[] = [];
    for (const request of requests) {
      const decision = addDecided(request);
      if (decision.result === 'added' || decision.result === 'clamped') added += 1;
      if (decision.message) warnings.push(`${request.item.product.name} (${request.item.option}): ${decision.message}`);
    }
    if (added > 0) notify.success(buyAgainAddedMessage(added));
    for (const message of warnings) notify.warning(message);
    return { added, warnings };
  };
}
