import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "Hotlines",
  lead: "Tap a number to call it. When a life is in danger, call the emergency line first.",
  sections: [
    {
      id: "emergency",
      heading: "Emergency",
      blocks: [
        { kind: "paragraph", text: "Police, fire and ambulance, day and night:" },
        { kind: "hotlines", lines: "emergency" },
      ],
    },
    {
      id: "other",
      heading: "Other hotlines",
      blocks: [
        { kind: "paragraph", text: "Health questions, customs and biosecurity, and help for visitors:" },
        { kind: "hotlines", lines: "other" },
      ],
    },
    {
      id: "which",
      heading: "Which line to call",
      blocks: [
        {
          kind: "list",
          items: [
            "Someone is badly hurt or in danger, a fire, a crime happening now: the emergency line.",
            "You feel unwell after arriving, or you were told you may have been exposed to an infectious disease: the health line. Say that you arrived recently.",
            "What you may bring in, or something you need to declare: customs and biosecurity.",
            "Directions, lost property and tourist information: the visitors' line.",
            "Trouble with the app itself: see [Support](/support), or write to [{supportEmail}](mailto:{supportEmail}).",
          ],
        },
      ],
    },
    {
      id: "foreign-phones",
      heading: "Calling from a foreign phone",
      blocks: [
        {
          kind: "paragraph",
          text: "Numbers that start with + can be dialled from any phone. If a number does not connect from a phone with a foreign SIM card, ask the airport or seaport information desk, or your hotel, to call for you.",
        },
      ],
    },
  ],
} satisfies PageContent;
