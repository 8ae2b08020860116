/** The header search box: a GET form to /search?q= (works without JavaScript too). */
import { useId } from 'react';
import { Form, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { defaultLanguage } from '@blush/shared/markets';
import { useSiteLocale } from '../../lib/site.ts';
import { cx } from '../../lib/cx.ts';
import { UiIcon } from '../ui/UiIcon.tsx';

export function LayoutSearchForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const locale = useSiteLocale();
  const [params] = useSearchParams();
  return (
    <Form method="get" action="/search" role="search" className={cx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {t('header.search_label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={params.get('q') ?? ''}
        key={params.get('q') ?? ''}
        placeholder={t('header.search_placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        className="h-11 w-full rounded-full border border-neutral-300 bg-neutral-100 pl-11 pr-4 text-sm placeholder:text-neutral-500 focus:border-black focus:bg-white"
      />
      {locale.countrySource === 'query' ? <input type="hidden" name="country_code" value={locale.country} /> : null}
      {locale.language !== defaultLanguage(locale.country) ? <input type="hidden" name="language" value={locale.language} /> : null}
      <button
        type="submit"
        className="absolute left-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-neutral-700 hover:text-black"
        aria-label={t('header.search_submit')}
      >
        <UiIcon name="search" size={20} />
      </button>
    </Form>
  );
}
