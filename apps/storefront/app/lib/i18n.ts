/**
 * i18next set-up: one instance per request on the server (created while rendering the root with
 * the language of the root loader) and one in the browser. Only the current language's messages
 * travel to the browser, in the root loader data.
 */
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@blush/shared/markets';

/** A locale file: nested snake_case keys, string leaves. */
export interface Messages {
  [key: string]: string | Messages;
}

export function createI18n(language: Language, messages: Messages): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Switch an existing instance to another language (client navigation after a locale change). */
export function applyMessages(instance: I18n, language: Language, messages: Messages): void {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', messages, true, true);
  }
  if (instance.language !== language) void instance.changeLanguage(language);
}
