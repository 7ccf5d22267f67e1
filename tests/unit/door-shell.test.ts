import { describe, expect, it } from "vitest";
import { doorShell } from "../../server/logbook/door-shell.ts";
import { DOOR_MESSAGES, loadDoorTexts, readCatalog } from "../../server/logbook/door-texts.ts";

describe("the guest page's first screen in its HTML (decision 061)", () => {
  it("reads a catalog's translations, strings over several lines and escapes included, and leaves untranslated ones out", () => {
    const catalog = readCatalog(
      [
        'msgid ""',
        'msgstr ""',
        '"Language: ja\\n"',
        "",
        'msgid "Back"',
        'msgstr "戻る"',
        "",
        'msgid ""',
        '"A long "',
        '"one"',
        'msgstr "長い\\"文\\""',
        "",
        'msgid "Later"',
        'msgstr ""',
      ].join("\n"),
    );
    expect([...catalog]).toEqual([
      ["Back", "戻る"],
      ["A long one", '長い"文"'],
    ]);
  });

  it("finds every first-screen message in each language's catalog", () => {
    const texts = loadDoorTexts();
    for (const locale of ["ja", "ko", "zh"] as const) {
      for (const [key, english] of Object.entries(DOOR_MESSAGES))
        expect(texts[locale][key as keyof typeof DOOR_MESSAGES], `${locale} ${key}`).not.toBe(english);
    }
  });

  it("writes the venue's words as text, never as markup, and the terms link where the catalog puts it", () => {
    const html = doorShell({ name: '<script>alert("x")</script> & Co', branch: "Beach Road", label: "", logo: "" }, loadDoorTexts().ja, "ja");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co");
    expect(html).toContain('<span class="establishment-logo placeholder" aria-hidden="true">&lt;</span>');
    expect(html).toContain(
      '続行すると、<button type="button" disabled class="link-button">利用規約およびプライバシー通知</button>に同意したものとみなされます。',
    );
    expect(html).not.toContain("establishment-label");
  });
});
