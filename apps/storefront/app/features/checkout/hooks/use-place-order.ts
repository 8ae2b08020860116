/**
 * Placing the order from valid checkout values, and saying why when the API refuses it.
 *
 * `POST /orders` with the attempt's `Idempotency-Key` (`attempt.ts`: the same key for a reload or a
 * second press, a new one once the bag or a detail changes), the chosen option's total as
 * `expected_total` and the fraud screening's token; then `POST /orders/{id}/payments` with the card
 * or the bank (not when gift cards and credit paid it all); then the order page, which follows the payment. A refusal lands where it belongs: a
 * bag that cannot be bought goes back to the bag, `validation_failed` on the fields by path
 * (`details.fields`), the rest in the form's error summary, with the checkout reloaded where the
 * total or the methods may have changed.
 */
import { type FormEvent, useEffect, useRef } from 'react';
import type { BagDto } from '@blush/shared/bag-contracts';
import type { CheckoutDto } from '@blush/shared/checkout-contracts';
import type { OrderDto } from '@blush/shared/order-contracts';
import { mapServerFieldErrors } from '../../../components/form/server-errors.ts';
import type { SchemaForm } from '../../../components/form/use-schema-form.ts';
import { useSafeNavigate } from '../../../components/ui/UiLink.tsx';
import { useNotify } from '../../../components/ui/UiNotice.tsx';
import { isApiError } from '../../../lib/api-core.ts';
import type { TFunction } from '../../../lib/i18n.ts';
import { attemptFingerprint, attemptKey, forgetAttempt } from '../attempt.ts';
import { EMPTY_CARD, cardBody } from '../card.ts';
import type { CheckoutApi, StartPaymentBody } from '../checkout-api.ts';
import { type CheckContext, type CheckoutValues, fieldOfServerPath, orderBody } from '../checkout-form.ts';
import { type FraudScreening, loadFraudScreening } from '../fraud.ts';

/** How long the notice saying why the shopper is back in the bag stays. */
export const BACK_TO_BAG_NOTICE_MS = 8000;

/** What makes two attempts the same order, apart from the details sent. */
const bagFingerprint = (bag: BagDto) => ({
  id: bag.id,
  lines: bag.lines.map((line) => [line.id, line.variant.id, line.quantity]),
  promotion: bag.promotion?.code ?? null,
  gifts: bag.gifts.map((gift) => gift.id),
  samples: bag.samples.map((sample) => sample.id),
  reward: bag.reward?.redemptionId ?? null,
  giftCards: bag.giftCardLines?.map((line) => line.id) ?? [],
  tender: [bag.tender?.giftCards.map((card) => card.id) ?? [], bag.tender?.credit?.applied ?? false],
});

export interface PlaceOrderOptions {
  data: CheckoutDto;
  api: CheckoutApi;
  reload: () => Promise<CheckoutDto | undefined>;
  form: SchemaForm<CheckoutValues>;
  context: CheckContext;
  t: TFunction;
  onOrderPlaced: ((order: OrderDto) => void) | undefined;
}

/** The form's submit handler: checks, places, pays, moves on (or shows what went wrong). */
export function usePlaceOrder({ data, api, reload, form, context, t, onOrderPlaced }: PlaceOrderOptions) {
  const navigate = useSafeNavigate();
  const notify = useNotify();
  const fraud = useRef<Promise<FraudScreening> | null>(null);

  // The fraud-prevention script, with the layout's site id, as the page loads (checkout only).
  useEffect(() => {
    fraud.current = loadFraudScreening(data.fraudSiteId, data.fraudScriptUrl);
    fraud.current.catch(() => undefined);
  }, [data.fraudSiteId, data.fraudScriptUrl]);

  /** The API refused the order: say why, where it belongs. */
  const refused = (error: unknown) => {
    if (!isApiError(error) || error.status >= 500 || error.message.startsWith('HTTP ')) {
      form.fail({ message: t('checkout.place.failed') });
      return;
    }
    switch (error.code) {
      case 'out_of_stock':
      case 'variant_unavailable_in_country':
      case 'bag_empty':
        forgetAttempt();
        form.release();
        notify(error.message, { type: 'error', duration: BACK_TO_BAG_NOTICE_MS, group: 'checkout' });
        navigate('/cart');
        return;
      case 'validation_failed': {
        const fields = mapServerFieldErrors(error.details, fieldOfServerPath, t('checkout.place.field_invalid'));
        form.fail({ fields, message: Object.keys(fields).length > 0 ? t('checkout.place.check_fields') : error.message });
        return;
      }
      case 'payment_method_unavailable':
        form.fail({ fields: { payment: error.message }, message: error.message });
        void reload();
        return;
      case 'idempotency_conflict':
        forgetAttempt();
        form.fail({ message: error.message });
        void reload();
        return;
      case 'price_changed':
      case 'promotion_invalid':
      case 'tender_changed':
      case 'credit_with_promo_code':
        // The new total (or the bag without the promotion) comes with the reloaded checkout.
        form.fail({ message: error.message });
        void reload();
        return;
      default:
        form.fail({ message: error.message });
    }
  };

  const place = async (values: CheckoutValues) => {
    try {
      const token = await fraud.current?.then((client) => client.token()).catch(() => undefined);
      const body = orderBody(values, context, token);
      const { fraud_token: _token, ...details } = body;
      const key = attemptKey(attemptFingerprint({ bag: bagFingerprint(data.bag), details }));
      let placed: OrderDto;
      try {
        placed = (await api.placeOrder(body, key)).order;
      } catch (error) {
        refused(error);
        return;
      }
      forgetAttempt();
      onOrderPlaced?.(placed);
      if (placed.status === 'paid' || placed.summary.total.amount === 0) {
        // Gift cards and credit paid all of it: nothing to pay by another method.
        navigate(`/orders/${encodeURIComponent(placed.id)}`);
        return;
      }
      const payment: StartPaymentBody = values.payment === 'card' ? { card: cardBody(values.card) } : values.payment === 'virtual_account' ? { bank: values.bank as NonNullable<StartPaymentBody['bank']> } : {};
      try {
        await api.startPayment(placed.id, payment, crypto.randomUUID());
      } catch {
        // The order page shows how its payment stands and offers to pay again.
      }
      form.setValues((v) => ({ ...v, card: EMPTY_CARD }));
      navigate(`/orders/${encodeURIComponent(placed.id)}`);
    } catch (error) {
      refused(error);
    }
  };
  // Made at submit time, so the fraud client's ref is read in the event, not during render.
  return (event: FormEvent<HTMLFormElement>) => form.handleSubmit(place)(event);
}
