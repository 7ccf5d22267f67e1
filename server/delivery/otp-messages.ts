import { OTP_VALIDITY_MINUTES } from "#domain/accounts.ts";
import type { Locale } from "#domain/locales.ts";

/** The sign-in code message in the four languages of the app (docs/product-spec.md, part 1). */
const TEMPLATES: Record<Locale, { subject: string; text: (code: string, minutes: number) => string }> = {
  en: { subject: "Your sign-in code", text: (code, minutes) => `Your sign-in code is ${code}. It expires in ${minutes} minutes.` },
  ja: { subject: "ログインコード", text: (code, minutes) => `ログインコードは${code}です。有効期限は${minutes}分です。` },
  ko: { subject: "로그인 코드", text: (code, minutes) => `로그인 코드는 ${code}입니다. ${minutes}분 후에 만료됩니다.` },
  zh: { subject: "您的登录验证码", text: (code, minutes) => `您的登录验证码是 ${code}。${minutes} 分钟后失效。` },
};

export function otpMessage(locale: Locale, code: string): { subject: string; text: string } {
  const template = TEMPLATES[locale];
  return { subject: template.subject, text: template.text(code, OTP_VALIDITY_MINUTES) };
}
