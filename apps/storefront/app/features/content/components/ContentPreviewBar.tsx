/**
 * The bar on every preview page (product guide §2, §6): says it is a preview, lets the editor look at the
 * content as one of the segments (a plain GET form: `?user_segments=`), and links to the live page.
 */
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { UserSegment } from '@blush/shared/content';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

export interface ContentPreviewBarProps {
  /** Segments the content is looked at as (`user_segments`). */
  segments: readonly string[];
  /** Every segment there is, for the "view as" picker. */
  allSegments: readonly UserSegment[];
  /** The live page of what is previewed, if it has one. */
  livePath: string | null;
  /** No preview token yet: drafts cannot be shown. */
  missingToken: boolean;
}

export function ContentPreviewBar({ segments, allSegments, livePath, missingToken }: ContentPreviewBarProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const current = segments[0] ?? '';
  const [params] = useSearchParams();
  const language = params.get('language');
  return (
    <div role="note" aria-label={t('preview.label')} className="bg-blush-700 text-white" data-testid="preview-bar">
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-xs sm:px-6 sm:text-sm">
        <span className="rounded-sm bg-white px-2 py-0.5 text-[11px] font-bold uppercase tracking-[0.16em] text-blush-800">{t('preview.label')}</span>
        <span className="font-medium">{missingToken ? t('preview.missing_token') : t('preview.banner')}</span>
        {segments.length ? <span className="text-blush-100">{t('preview.segments', { segments: segments.join(', ') })}</span> : null}
        <div className="ml-auto flex flex-wrap items-center gap-x-4 gap-y-2">
          {allSegments.length ? (
            <form method="get" className="flex items-center gap-2">
              {language ? <input type="hidden" name="language" value={language} /> : null}
              <label htmlFor={selectId} className="text-blush-100">
                {t('preview.view_as')}
              </label>
              <select
                id={selectId}
                name="user_segments"
                defaultValue={current}
                className="h-8 rounded-sm border border-white/40 bg-blush-800 px-2 text-xs text-white sm:text-sm"
              >
                <option value="">{t('preview.everyone')}</option>
                {allSegments.map((segment) => (
                  <option key={segment.key} value={segment.key}>
                    {segment.name}
                  </option>
                ))}
              </select>
              <button type="submit" className="h-8 rounded-sm bg-white px-3 text-xs font-semibold text-blush-800 hover:bg-blush-100 sm:text-sm">
                {t('preview.apply')}
              </button>
            </form>
          ) : null}
          {livePath ? (
            <UiLink to={livePath} className="font-semibold underline underline-offset-4 hover:no-underline" reloadDocument>
              {t('preview.view_live')}
            </UiLink>
          ) : null}
        </div>
      </div>
    </div>
  );
}
