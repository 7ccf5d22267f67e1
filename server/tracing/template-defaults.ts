import type { ContactChannel } from "#domain/tracing/tracing-contacts.ts";
import type { Locale } from "#domain/locales.ts";

/**
 * The built-in exposure messages in the app's four languages, used for every channel and language the
 * official has not edited; the placeholders (domain/tracing/exposure-message.ts) are filled in per contact.
 */
export const DEFAULT_TEMPLATES: Record<ContactChannel, Record<Locale, { subject: string | null; body: string }>> = {
  sms: {
    en: {
      subject: null,
      body: "{name}, you may have been exposed to COVID-19 on {date} at {place}. Please stay home and keep away from others until {until}; the health office will call you. Questions: {hotline}. Daily health check: {diary}",
    },
    ja: {
      subject: null,
      body: "{name}様、{date}に{place}で新型コロナウイルスに接触した可能性があります。{until}まで自宅で待機し、他の人との接触を避けてください。保健所からご連絡します。お問い合わせ：保健ホットライン {hotline} 毎日の健康チェック：{diary}",
    },
    ko: {
      subject: null,
      body: "{name}님, {date}에 {place}에서 코로나19에 노출되었을 수 있습니다. {until}까지 집에 머무르며 다른 사람과의 접촉을 피해 주십시오. 보건소에서 연락드립니다. 문의: 보건 핫라인 {hotline} 매일 건강 확인: {diary}",
    },
    zh: {
      subject: null,
      body: "{name}，您可能于{date}在{place}接触过新冠病毒。请居家至{until}，避免与他人接触，卫生部门将与您联系。咨询：{hotline} 每日健康检查：{diary}",
    },
  },
  email: {
    en: {
      subject: "You may have been exposed to COVID-19",
      body: "Dear {name},\n\nYou may have been exposed to COVID-19 on {date} at {place}.\n\nPlease stay home and keep away from other people until {until}, and watch for fever, cough or loss of taste or smell. The health office will contact you about quarantine and testing. If you feel unwell, call your health provider.\n\nEach day until then, take the 30-second daily health check: {diary}\n\nQuestions: call the health hotline, {hotline}.",
    },
    ja: {
      subject: "新型コロナウイルスに接触した可能性があります",
      body: "{name}様\n\n{date}に{place}で新型コロナウイルスに接触した可能性があります。\n\n{until}まで自宅で待機し、他の人との接触を避け、発熱、せき、味覚・嗅覚の異常に注意してください。隔離と検査については保健所からご連絡します。体調が悪い場合は、医療機関に連絡してください。\n\nそれまで毎日、30秒の健康チェックにお答えください：{diary}\n\nお問い合わせ：保健ホットライン {hotline}",
    },
    ko: {
      subject: "코로나19에 노출되었을 수 있습니다",
      body: "{name}님께\n\n{date}에 {place}에서 코로나19에 노출되었을 수 있습니다.\n\n{until}까지 집에 머무르며 다른 사람과의 접촉을 피하고, 발열, 기침, 미각·후각 상실이 있는지 살펴 주십시오. 격리와 검사에 대해서는 보건소에서 연락드립니다. 몸이 좋지 않으면 의료기관에 연락하십시오.\n\n그때까지 매일 30초 건강 확인에 답해 주십시오: {diary}\n\n문의: 보건 핫라인 {hotline}",
    },
    zh: {
      subject: "您可能接触过新冠病毒",
      body: "{name}，您好：\n\n您可能于{date}在{place}接触过新冠病毒。\n\n请居家至{until}，避免与他人接触，并留意发烧、咳嗽或味觉、嗅觉丧失等症状。卫生部门会就隔离和检测与您联系。如感到不适，请联系您的医疗机构。\n\n在此之前，请每天完成30秒的健康检查：{diary}\n\n咨询：卫生热线 {hotline}",
    },
  },
};
