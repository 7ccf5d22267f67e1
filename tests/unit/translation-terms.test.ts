import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const TRANSLATIONS = ["ja", "ko", "zh"] as const;
type Translation = (typeof TRANSLATIONS)[number];

interface Message {
  id: string;
  text: string;
}

/** Every message of the app's and the console's catalog for a language (lingui writes one line a field). */
function messages(lang: Translation): Message[] {
  return ["locales", "locales/console"].flatMap((folder) => {
    const po = readFileSync(path.join(root, folder, `${lang}.po`), "utf8");
    return [...po.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)]
      .map((match) => ({ id: JSON.parse(match[1] ?? '""') as string, text: JSON.parse(match[2] ?? '""') as string }))
      .filter((message) => message.id !== "");
  });
}

/** The translated public pages' source text of a language. */
function publicPages(lang: Translation): string {
  const folder = path.join(root, "src/features/public/content", lang);
  return readdirSync(folder)
    .map((file) => readFileSync(path.join(folder, file), "utf8"))
    .join("\n");
}

/** The placeholders and tags a message must keep: {name}, {0}, <0>…</0>, each once (a language with one plural form says them once). */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([A-Za-z_][\w]*|\d+)[,}]|<\/?\d+\/?>/g)].map((match) => match[0]))].sort();
}

/** The commonwealth's one name in each language; never "federation". */
const COMMONWEALTH: Record<Translation, { name: string; wrong: RegExp }> = {
  ja: { name: "自治領", wrong: /(?<!米国)連邦(?!地方裁判所)|コモンウェルス/ },
  ko: { name: "자치령", wrong: /(?<!미국 )연방(?!지방법원)|커먼웰스/ },
  zh: { name: "自治邦", wrong: /(?<!美国)联邦(?!地区法院)|联合体/ },
};

describe("the translations' terms and register", () => {
  it.each(TRANSLATIONS)("%s: every message is translated and keeps its placeholders and tags", (lang) => {
    const broken = messages(lang).filter((message) => message.text === "" || placeholders(message.text).join() !== placeholders(message.id).join());
    expect(broken).toEqual([]);
  });

  it.each(TRANSLATIONS)("%s: the commonwealth has one name in the catalogs and the public pages, never 'federation'", (lang) => {
    const { name, wrong } = COMMONWEALTH[lang];
    // The word in the English, not in a placeholder's name ({COMMONWEALTH_ZONE_LABEL}).
    const commonwealth = messages(lang).filter((message) => /commonwealth/i.test(message.id.replace(/\{\w+\}/g, "")));
    expect(commonwealth.length).toBeGreaterThan(0);
    expect(commonwealth.filter((message) => !message.text.includes(name))).toEqual([]);
    expect(messages(lang).filter((message) => wrong.test(message.text))).toEqual([]);
    expect(publicPages(lang)).not.toMatch(wrong);
  });

  it("Japanese says 渡航 for a trip and ログイン (not サインイン) beside ログアウト", () => {
    const trips = messages("ja").filter((message) => /\btrips?\b/i.test(message.id) && !/(company|school|day) trip/i.test(message.id));
    expect(trips.length).toBeGreaterThan(0);
    expect(trips.filter((message) => !message.text.includes("渡航"))).toEqual([]);
    expect(messages("ja").filter((message) => /サインイン|サインアウト/.test(message.text))).toEqual([]);
    expect(publicPages("ja")).not.toMatch(/サインイン|旅行QR|旅行のQR/);
  });

  it("Korean is in the formal register (하십시오체) throughout, the greeting aside", () => {
    const informal = /(?<!안녕하)세요(?=[.!?:,()」"'\s…]|$)|[가-힣](?:나요|어요|아요|해요)(?=[.!?]|$)/;
    expect(messages("ko").filter((message) => informal.test(message.text))).toEqual([]);
    expect(publicPages("ko")).not.toMatch(new RegExp(informal.source, "m"));
  });
});
