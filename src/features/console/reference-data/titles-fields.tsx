import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Titles } from "#domain/reference-data.ts";
import { TITLE_MAX } from "#domain/reference-data-admin.ts";
import { LOCALES } from "#domain/locales.ts";
import { useConsoleText } from "../console-messages.ts";

const LANGUAGE_LABELS: Record<keyof Titles, MessageDescriptor> = {
  en: msg`Title in English`,
  ja: msg`Title in Japanese`,
  ko: msg`Title in Korean`,
  zh: msg`Title in Chinese`,
};
const LANGUAGE_TAGS: Record<keyof Titles, string> = { en: "en", ja: "ja", ko: "ko", zh: "zh-Hans" };

interface TitlesFieldsProps {
  idPrefix: string;
  titles: Titles;
  errors: Record<string, string[]>;
  /** The English title a visit stores as its purpose: shown, never changed. */
  englishFixed?: boolean;
  onChange: (titles: Titles) => void;
}

/** The four titles of a symptom or purpose, each with its own label and the server's message under it. */
export function TitlesFields({ idPrefix, titles, errors, englishFixed = false, onChange }: TitlesFieldsProps) {
  const { i18n } = useLingui();
  const text = useConsoleText();
  return (
    <>
      {LOCALES.map((language) => {
        const id = `${idPrefix}-title-${language}`;
        const error = errors[`titles.${language}`]?.[0];
        return (
          <div key={language} className="console-field">
            <label htmlFor={id}>{i18n._(LANGUAGE_LABELS[language])}</label>
            <input
              id={id}
              lang={LANGUAGE_TAGS[language]}
              value={titles[language]}
              maxLength={TITLE_MAX}
              readOnly={language === "en" && englishFixed}
              required
              onChange={(event) => onChange({ ...titles, [language]: event.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p className="console-field-error" id={`${id}-error`}>
                {text(error)}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
