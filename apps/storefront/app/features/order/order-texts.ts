import type { DeliveryMethod } from '@blush/shared/order-contracts';

/**
 * Texts and constants of `@blush/shared` the order page needs, sent by its route's loader (so the
 * delivery tables and the error catalogue stay on the server): the delivery options' names, the
 * days a paid click-and-collect order is held, and the catalogue's "QR code expired."
 */
export interface OrderTexts {
  deliveryNames: Readonly<Record<DeliveryMethod, string>>;
  holdDays: number;
  qrExpired: string;
}
