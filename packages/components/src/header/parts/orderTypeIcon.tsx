import { Car, MapPin, Truck } from 'lucide-react';
import type { OrderType } from '../../rules/constants.ts';

/** The icon of an order type: a truck for delivery, a car for curbside, a pin for pickup. */
export function OrderTypeIcon({ orderType, size = 18 }: { orderType: OrderType | null; size?: number }) {
  switch (orderType) {
    case 'DELIVERY':
      return <Truck size={size} aria-hidden="true" />;
    case 'CURBSIDE_PICKUP':
      return <Car size={size} aria-hidden="true" />;
    case 'PICKUP':
    case null:
      return <MapPin size={size} aria-hidden="true" />;
    default:
      orderType satisfies never;
      return null;
  }
}
