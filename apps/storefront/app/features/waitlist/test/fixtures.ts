/** Product alerts in the shape of `@blush/shared/notification-contracts`, for component tests. */
import type { NotificationSettings, ProductAlert } from '@blush/shared/notification-contracts';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS } from '@blush/shared/notification-contracts';

export function productAlert(variantId: number, overrides: Partial<ProductAlert> = {}): ProductAlert {
  return {
    id: `00000000-0000-4000-8000-${String(variantId).padStart(12, '0')}`,
    kind: 'restock',
    status: 'active',
    createdAt: '2026-11-20T04:00:00.000Z',
    notifiedAt: null,
    product: { id: variantId * 10, slug: `product-${variantId}`, name: `Velvet Lip ${variantId}`, brand: 'NARS', imageUrl: `/img/${variantId}.svg` },
    variant: { id: variantId, sku: `BL-${variantId}`, shade: 'Ruby', shadeHex: '#aa2233', size: null },
    inStock: false,
    ...overrides,
  };
}

export function notificationSettings(enabled: (topic: string, channel: string) => boolean = (_t, channel) => channel === 'email', devices = 0): NotificationSettings {
  return {
    preferences: NOTIFICATION_TOPICS.flatMap((topic) => NOTIFICATION_CHANNELS.map((channel) => ({ topic, channel, enabled: enabled(topic, channel) }))),
    push: { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U', devices },
  };
}
