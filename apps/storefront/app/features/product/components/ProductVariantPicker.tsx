/**
 * Shade swatches or size buttons: a native radio group (arrow keys move and choose, Space checks,
 * the group is one Tab stop), with the chosen shade's name shown. Inside a GET form, so without
 * JavaScript "Select" reloads the page with `?shade=SKU`. A shade or size picked before the page's
 * code ran (the browser checks the radio by itself) is taken up once it has.
 */
import { useLocation } from 'react-router';
import type { VariantDetail } from '@blush/shared/contracts';
import { useTranslation } from '../../../lib/i18n.ts';
import { LOCALE_QUERY_KEYS } from '../../../lib/locale.ts';
import { cx } from '../../../lib/cx.ts';
import { Radio } from '../../../components/form/Radio.tsx';

export interface ProductVariantPickerProps {
  variants: readonly VariantDetail[];
  selected: VariantDetail;
  onSelect: (variant: VariantDetail) => void;
}

export function ProductVariantPicker({ variants, selected, onSelect }: ProductVariantPickerProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const shades = variants.filter((v) => v.type === 'shade');
  const sizes = variants.filter((v) => v.type === 'size');
  if (shades.length === 0 && sizes.length === 0) return null;
  const localeParams = [...new URLSearchParams(location.search)].filter(([key]) => (LOCALE_QUERY_KEYS as readonly string[]).includes(key));

  const state = (v: VariantDetail) => (!v.offer ? t('product.not_sold_here') : !v.offer.inStock ? t('product.out_of_stock') : null);

  return (
    <form method="get" action={location.pathname} onSubmit={(event) => event.preventDefault()}>
      {localeParams.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {shades.length ? (
        <fieldset data-testid="shade-picker">
          <legend className="text-sm">
            <span className="font-semibold">{t('product.shade')}:</span>{' '}
            <span data-testid="shade-name">{selected.type === 'shade' ? selected.shadeName : ''}</span>
            {selected.type === 'shade' && state(selected) ? <span className="text-neutral-500"> · {state(selected)}</span> : null}
          </legend>
          <div className="mt-3 flex flex-wrap gap-2.5">
            {shades.map((v) => {
              const note = state(v);
              return (
                <label key={v.id} className="relative cursor-pointer" title={v.shadeName ?? undefined}>
                  <Radio
                    name="shade"
                    value={v.sku}
                    checked={v.id === selected.id}
                    onCheck={() => onSelect(v)}
                    className="peer sr-only"
                    data-testid="shade-option"
                  />
                  <span
                    aria-hidden="true"
                    className={cx(
                      'block size-9 rounded-full ring-1 ring-black/15 ring-offset-2 transition-shadow',
                      'peer-checked:ring-2 peer-checked:ring-black peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-black',
                      !v.offer && 'opacity-40',
                    )}
                    style={{ backgroundColor: v.shadeHex ?? '#e5e5e5' }}
                  />
                  {note ? (
                    <span aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center">
                      <span className="h-px w-10 -rotate-45 bg-neutral-700" />
                    </span>
                  ) : null}
                  <span className="sr-only">
                    {v.shadeName}
                    {note ? `, ${note}` : ''}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      {sizes.length ? (
        <fieldset className={shades.length ? 'mt-5' : ''} data-testid="size-picker">
          <legend className="text-sm">
            <span className="font-semibold">{t('product.size')}:</span> <span>{selected.type === 'size' ? selected.size : ''}</span>
          </legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {sizes.map((v) => {
              const note = state(v);
              return (
                <label key={v.id} className="cursor-pointer">
                  <Radio
                    name="size"
                    value={v.sku}
                    checked={v.id === selected.id}
                    onCheck={() => onSelect(v)}
                    className="peer sr-only"
                    data-testid="size-option"
                  />
                  <span
                    className={cx(
                      'inline-flex h-10 min-w-16 items-center justify-center border border-neutral-300 px-4 text-sm',
                      'peer-checked:border-black peer-checked:bg-black peer-checked:text-white',
                      'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-black',
                      note && 'text-neutral-500 line-through peer-checked:text-white',
                    )}
                  >
                    {v.size}
                    {note ? <span className="sr-only">, {note}</span> : null}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      <noscript>
        <button type="submit" className="mt-3 h-10 border border-black px-4 text-sm font-semibold">
          {t('product.select')}
        </button>
      </noscript>
    </form>
  );
}
