/**
 * `/sandbox/orders/{country}`: the real order page (features/order `OrderPage`) with fixture orders
 * of one country — its currency, payment methods, address format and calling code — one case at a
 * time (`?case=`): paid, click and collect, a QR code live and expired, a virtual account, being
 * confirmed, failed with a retry, expired, cancelled. Every button works on the fixture (a retry
 * with a card pays, a new QR code comes, "pay as the bank would" settles a waiting payment, which
 * the page's own polling then shows). Below, the click-and-collect pickup instruction for each
 * order status (product guide §4).
 */
import { useState } from 'react';
import { countryName } from '@blush/shared/site';
import { UiLink } from '../../components/ui/UiLink.tsx';
import { cx } from '../../lib/cx.ts';
import { useMessage, useTranslation } from '../../lib/i18n.ts';
import { CheckoutCardForm } from '../../features/checkout/components/CheckoutCardFields.tsx';
import { OrderPickupNote } from '../../features/order/components/OrderDetails.tsx';
import { OrderPage } from '../../features/order/components/OrderPage.tsx';
import type { OrderTexts } from '../../features/order/order-texts.ts';
import { type OrderCase, orderCasesOf, sandboxOrderApi } from './order-cases.ts';
import { ORDER_COUNTRIES, PICKUP_STATUSES, sandboxOrder, storeOf } from '../../features/sandbox/fixtures/orders.ts';
import type { SandboxOrderCountry } from '../../features/sandbox/sandbox-pages.ts';
import { SandboxBench, SandboxCase } from '../../features/sandbox/components/SandboxBench.tsx';

const WAITING: ReadonlySet<OrderCase> = new Set(['qr', 'virtual_account', 'confirming']);

function OrderCaseFrame({ country, which, texts }: { country: SandboxOrderCountry; which: OrderCase; texts: OrderTexts }) {
  const { t, i18n } = useTranslation();
  // One fixture API for the life of the case (the page keys its loading on it).
  const [api] = useState(() => sandboxOrderApi(country, which, i18n.language));
  const [settled, setSettled] = useState(false);
  return (
    <>
      {WAITING.has(which) ? (
        <div className="mb-4 flex flex-wrap items-center gap-3 bg-amber-50 p-3 text-sm">
          <button
            type="button"
            onClick={() => {
              api.settle();
              setSettled(true);
            }}
            disabled={settled}
            className="inline-flex min-h-11 items-center border border-black px-4 font-semibold hover:bg-white disabled:opacity-60"
            data-testid="sandbox-settle"
          >
            {t('sandbox.bench.orders.settle')}
          </button>
          <span role="status">{settled ? t('sandbox.bench.orders.settled') : t('sandbox.bench.orders.settle_note')}</span>
        </div>
      ) : null}
      <OrderPage orderId={`sandbox-${country}-${which}`} texts={texts} api={api} CardForm={CheckoutCardForm} />
    </>
  );
}

export function SandboxOrderBench({ country, which, texts, now }: { country: SandboxOrderCountry; which: OrderCase; texts: OrderTexts; now: number }) {
  const { t } = useTranslation();
  const text = useMessage();
  const name = countryName(country, text);
  const collect = sandboxOrder(country, now, { deliveryOption: 'click_and_collect', storeId: storeOf(country).id, shippingAddress: null });
  return (
    <SandboxBench title={t('sandbox.bench.orders.country_title', { country: name })} intro={t('sandbox.bench.orders.country_intro', { methods: ORDER_COUNTRIES[country].methods.map((m) => t(`sandbox.methods.${m}`)).join(', ') })}>
      <nav aria-label={t('sandbox.bench.orders.cases')}>
        <ul className="flex flex-wrap gap-2 text-sm">
          {orderCasesOf(country).map((c) => (
            <li key={c}>
              <UiLink
                to={`?case=${c}`}
                preventScrollReset
                aria-current={c === which ? 'page' : undefined}
                className={cx('inline-flex min-h-11 items-center border px-3', c === which ? 'border-black bg-black text-white' : 'border-neutral-300 hover:border-black')}
              >
                {t(`sandbox.bench.orders.case.${c}`)}
              </UiLink>
            </li>
          ))}
        </ul>
      </nav>
      <SandboxCase title={t(`sandbox.bench.orders.case.${which}`)} wide>
        <OrderCaseFrame key={which} country={country} which={which} texts={texts} />
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.orders.pickup')} note={t('sandbox.bench.orders.pickup_note')}>
        <dl className="space-y-3">
          {PICKUP_STATUSES.map((status) => (
            <div key={status}>
              <dt className="font-mono text-xs text-neutral-600">{status}</dt>
              <dd className="mt-1">
                <OrderPickupNote order={{ ...collect, status }} texts={texts} store={storeOf(country)} />
              </dd>
            </div>
          ))}
        </dl>
      </SandboxCase>
    </SandboxBench>
  );
}
