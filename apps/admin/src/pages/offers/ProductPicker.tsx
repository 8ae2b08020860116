import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover, Text } from 'react-aria-components';
import { adminVariantListResponseSchema } from '@blush/shared/admin-catalog-contracts';
import type { AdminOfferProduct } from '@blush/shared/admin-offer-contracts';
import { Button, FIELD_INPUT } from '../../components/ui.tsx';
import { apiRequest } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * A bundle's products, chosen by searching the catalogue (name, brand or SKU: the catalogue's admin
 * search) in a React Aria combo box — arrow keys move through the matches, Enter picks one — and
 * listed by name, each with its remove button.
 */
export function ProductPicker({ products, onChange, isDisabled }: { products: AdminOfferProduct[]; onChange: (products: AdminOfferProduct[]) => void; isDisabled?: boolean }) {
  const { t } = useI18n();
  const listId = useId();
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const found = useQuery({
    queryKey: ['catalog-variants', q, 'offer-picker'],
    enabled: q.length >= 2,
    queryFn: ({ signal }) => apiRequest('/catalog/variants', adminVariantListResponseSchema, { query: { q, limit: 30 }, signal }),
  });
  const chosen = new Set(products.map((p) => p.id));
  const matches: Array<AdminOfferProduct & { sku: string }> = [];
  for (const v of found.data?.variants ?? []) {
    if (chosen.has(v.product.id) || matches.some((m) => m.id === v.product.id)) continue;
    matches.push({ id: v.product.id, name: v.product.name, brand: v.brand, sku: v.sku });
  }
  return (
    <div className="grid gap-2">
      <ComboBox
        className="block"
        inputValue={text}
        onInputChange={setText}
        items={q.length >= 2 ? matches : []}
        isDisabled={isDisabled}
        menuTrigger="input"
        allowsEmptyCollection
        defaultFilter={() => true}
        onSelectionChange={(key) => {
          const picked = matches.find((m) => m.id === key);
          if (!picked) return;
          onChange([...products, { id: picked.id, name: picked.name, brand: picked.brand }]);
          setText('');
        }}
      >
        <Label className="block text-sm font-medium text-stone-800">{t('offers.product_search')}</Label>
        <Input className={`${FIELD_INPUT} w-full max-w-md`} />
        <Text slot="description" className="mt-1 block text-sm text-stone-600">{t('offers.product_search_help')}</Text>
        <Popover className="w-[--trigger-width] min-w-72 rounded-md border border-stone-300 bg-white shadow-lg">
          <ListBox className="max-h-72 overflow-y-auto p-1 outline-none" renderEmptyState={() => <p className="px-3 py-2 text-sm text-stone-700">{found.isFetching ? t('app.loading') : t('offers.product_none')}</p>}>
            {(m: AdminOfferProduct & { sku: string }) => (
              <ListBoxItem id={m.id} textValue={`${m.brand} ${m.name}`} className="cursor-default rounded px-3 py-2 text-sm outline-none data-[focused]:bg-blush-700 data-[focused]:text-white">
                {m.brand} · {m.name} <span className="opacity-80">({m.sku})</span>
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <p id={listId} className="text-sm font-medium text-stone-800">{t('offers.bundle_products', { count: products.length })}</p>
      {products.length ? (
        <ul aria-labelledby={listId} className="grid gap-2">
          {products.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-stone-200 px-3 py-1">
              <span>{p.brand} · {p.name}</span>
              {isDisabled ? null : (
                <Button variant="secondary" aria-label={t('offers.remove_product', { name: p.name })} onPress={() => onChange(products.filter((x) => x.id !== p.id))}>
                  {t('offers.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
