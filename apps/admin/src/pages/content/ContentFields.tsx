import { COUNTRY_CODES, LANGUAGES, type Language } from '@blush/shared/markets';
import { FIELD_INPUT } from '../../components/ui.tsx';
import { type MessageKey, useI18n } from '../../lib/i18n.tsx';
import type { ContentForm, PerLanguage } from './content-form.ts';

const HTML_LANG: Record<Language, string> = { en: 'en', id: 'id', th: 'th', zh: 'zh-Hant-HK' };
type TextKey = 'title' | 'headline' | 'body' | 'linkLabel' | 'segmentHeadline';

/** The editor's fields: one group of texts per language, then the link, countries and segment variant. */
export function ContentFields({ form, onChange }: { form: ContentForm; onChange: (form: ContentForm) => void }) {
  const { t } = useI18n();
  const setText = (field: TextKey, language: Language, value: string) => {
    const current = form[field] as PerLanguage;
    onChange({ ...form, [field]: { ...current, [language]: value } });
  };
  const text = (field: TextKey, language: Language, label: string, multiline = false) => {
    const id = `${field}-${language}`;
    const value = (form[field] as PerLanguage | null)?.[language] ?? '';
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-stone-800">{label}</label>
        {multiline ? (
          <textarea id={id} lang={HTML_LANG[language]} value={value} rows={3} onChange={(e) => setText(field, language, e.target.value)} className={`${FIELD_INPUT} py-2`} />
        ) : (
          <input id={id} lang={HTML_LANG[language]} value={value} onChange={(e) => setText(field, language, e.target.value)} className={FIELD_INPUT} />
        )}
      </div>
    );
  };
  const languageName = (language: Language) => t(`content.lang.${language}` as MessageKey);

  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">{t('content.image_note')}</p>
      <div className="grid gap-4 lg:grid-cols-2">
        {LANGUAGES.map((language) => (
          <fieldset key={language} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
            <legend className="px-1 font-semibold">{t('content.language_section', { language: languageName(language) })}</legend>
            {text('title', language, `${t('content.field_title')} (${languageName(language)})`)}
            {form.headline ? text('headline', language, `${t('content.field_headline')} (${languageName(language)})`) : null}
            {form.body ? text('body', language, `${t('content.field_body')} (${languageName(language)})`, true) : null}
            {form.headline ? text('linkLabel', language, `${t('content.field_link_label')} (${languageName(language)})`) : null}
            {form.segment.trim() ? text('segmentHeadline', language, t('content.segment_headline', { language: languageName(language) })) : null}
          </fieldset>
        ))}
      </div>
      <div className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 lg:grid-cols-2">
        {form.headline ? (
          <div>
            <label htmlFor="link-href" className="block text-sm font-medium text-stone-800">{t('content.field_link')}</label>
            <input id="link-href" value={form.linkHref} onChange={(e) => onChange({ ...form, linkHref: e.target.value })} className={FIELD_INPUT} />
          </div>
        ) : null}
        <div>
          <label htmlFor="segment" className="block text-sm font-medium text-stone-800">{t('content.segment')}</label>
          <input id="segment" value={form.segment} onChange={(e) => onChange({ ...form, segment: e.target.value })} className={FIELD_INPUT} />
        </div>
        <fieldset className="lg:col-span-2">
          <legend className="text-sm font-medium text-stone-800">{t('content.countries_legend')}</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {COUNTRY_CODES.map((country) => (
              <label key={country} className="inline-flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={form.countries.includes(country)}
                  onChange={(e) => onChange({ ...form, countries: e.target.checked ? [...form.countries, country] : form.countries.filter((c) => c !== country) })}
                  className="size-5"
                />
                {country}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
