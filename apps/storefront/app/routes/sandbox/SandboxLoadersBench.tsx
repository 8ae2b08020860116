/**
 * `/sandbox/loaders`: every loading and load-failure state of the shop's pages as their components
 * draw them — the shared part skeleton and load error (components/ui/UiLoadState), the bag's and the
 * order page's placeholders (the order page with a fixture call that never answers, and with one
 * that fails), the happening area's "loading" and failure, and a form's pending submit button.
 */
import { useState } from 'react';
import { FormSubmit } from '../../components/form/FormMessages.tsx';
import { UiLoadError, UiLoading } from '../../components/ui/UiLoadState.tsx';
import { ApiError } from '../../lib/api-core.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { BagLoading } from '../../features/bag/components/BagPageParts.tsx';
import { HappeningManageFrame } from '../../features/happening/components/HappeningManageFrame.tsx';
import { OrderPage } from '../../features/order/components/OrderPage.tsx';
import type { OrderApi } from '../../features/order/order-api.ts';
import type { OrderTexts } from '../../features/order/order-texts.ts';
import { SandboxBench, SandboxCase } from '../../features/sandbox/components/SandboxBench.tsx';

const never = () => new Promise<never>(() => undefined);
/** The order page's calls never answering: its loading placeholder stays. */
const PENDING_ORDER_API: OrderApi = { order: never, payment: never, pay: never, enquire: never, stores: never };

function RetryCounter() {
  const { t } = useTranslation();
  const [tries, setTries] = useState(0);
  return (
    <>
      <UiLoadError error={new Error(t('sandbox.bench.loaders.sample_error'))} onRetry={() => setTries((n) => n + 1)} />
      <p role="status" className="mt-2 text-sm text-neutral-600">
        {tries ? t('sandbox.bench.loaders.retried', { count: tries }) : ''}
      </p>
    </>
  );
}

export function SandboxLoadersBench({ texts }: { texts: OrderTexts }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(true);
  const [failingApi] = useState<OrderApi>(() => {
    const fail = () => Promise.reject(new ApiError(503, 'service_unavailable', 'HTTP 503'));
    return { order: fail, payment: fail, pay: fail, enquire: fail, stores: fail };
  });
  return (
    <SandboxBench title={t('sandbox.bench.loaders.title')} intro={t('sandbox.bench.loaders.intro')}>
      <SandboxCase title={t('sandbox.bench.loaders.part')} note="components/ui/UiLoadState.tsx · UiLoading">
        <div className="grid gap-6 sm:grid-cols-2">
          <UiLoading />
          <UiLoading blocks={['h-10', 'h-10', 'h-32']} label={t('sandbox.bench.loaders.custom_label')} />
        </div>
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.loaders.part_error')} note="components/ui/UiLoadState.tsx · UiLoadError">
        <div className="grid gap-6 sm:grid-cols-2">
          <RetryCounter />
          <UiLoadError error={null} onRetry={() => undefined} />
        </div>
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.loaders.bag')} note="features/bag · BagLoading" wide>
        <BagLoading />
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.loaders.order')} note="features/order · OrderPage" wide>
        <OrderPage orderId="sandbox-loading" texts={texts} api={PENDING_ORDER_API} />
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.loaders.order_error')} note="features/order · OrderPage" wide>
        <OrderPage orderId="sandbox-failing" texts={texts} api={failingApi} />
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.loaders.happening')} note="features/happening · HappeningManageFrame">
        <div className="space-y-8">
          <HappeningManageFrame title={t('sandbox.bench.loaders.happening_loading')} load={{ status: 'loading' }} onRetry={() => undefined}>
            {() => null}
          </HappeningManageFrame>
          <HappeningManageFrame title={t('sandbox.bench.loaders.happening_error')} load={{ status: 'error', code: 'service_unavailable', message: null }} onRetry={() => undefined}>
            {() => null}
          </HappeningManageFrame>
        </div>
      </SandboxCase>
      <SandboxCase title={t('sandbox.bench.loaders.submit')} note="components/form/FormMessages.tsx · FormSubmit">
        <form
          className="flex flex-wrap items-center gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setPending((p) => !p);
          }}
        >
          <FormSubmit label={t('sandbox.bench.loaders.submit_label')} pendingLabel={t('sandbox.bench.loaders.submit_pending')} pending={pending} />
          <button type="button" onClick={() => setPending((p) => !p)} className="min-h-11 text-sm underline underline-offset-2">
            {t('sandbox.bench.loaders.toggle')}
          </button>
        </form>
      </SandboxCase>
    </SandboxBench>
  );
}
