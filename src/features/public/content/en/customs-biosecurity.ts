import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "Customs biosecurity",
  lead: "The islands' farms, forests and reefs can be harmed for years by a single pest or plant disease carried in a bag. Please help us keep them out.",
  sections: [
    {
      id: "prohibited",
      heading: "What you may not bring in",
      blocks: [
        {
          kind: "list",
          items: [
            "Fresh fruit and vegetables.",
            "Live plants, cuttings, seeds, bulbs and fresh flowers.",
            "Soil and sand, and shoes, tents or sports gear with soil or mud on them.",
            "Fresh, dried or tinned meat and meat products, such as sausages and jerky.",
            "Eggs, and dairy products from countries with animal diseases.",
            "Live animals, birds, insects and snails, unless you hold a permit.",
            "Untreated animal products: feathers, skins, bones and shells.",
          ],
        },
        {
          kind: "paragraph",
          text: "If you are not sure, declare it. An officer will look at it and tell you whether you may keep it. Undeclared items that are found may be taken from you, and penalties may apply.",
        },
      ],
    },
    {
      id: "limits",
      heading: "Duty-free limits",
      blocks: [
        {
          kind: "table",
          caption: "What each traveller may bring in without declaring it",
          header: ["Goods", "Duty-free limit"],
          rows: [
            ["Distilled spirits", "77 fluid ounces"],
            ["Beer or malt beverages", "288 fluid ounces"],
            ["Wine or sake", "128 fluid ounces"],
            ["Cigarettes, US brands", "30 packs"],
            ["Cigarettes, brands that do not meet US rules", "10 packs"],
            ["Loose tobacco", "One pound"],
          ],
        },
        {
          kind: "paragraph",
          text: "Declare anything above these limits in the customs declaration of your trip.",
        },
      ],
    },
    {
      id: "currency",
      heading: "Money",
      blocks: [
        {
          kind: "paragraph",
          text: "You may bring in any amount of money, but cash and other monetary instruments (such as traveller's cheques and money orders) worth more than USD 10,000 in total, in any currency, must be declared. A family travelling together counts its money together.",
        },
      ],
    },
    {
      id: "declare",
      heading: "How to declare",
      blocks: [
        {
          kind: "paragraph",
          text: "Answer the questions of the customs declaration when you [declare your trip](/how-to-register), and show your trip QR code to the customs officer at baggage claim. Questions before you travel? Call customs and biosecurity from the [hotlines page](/hotlines).",
        },
      ],
    },
  ],
} satisfies PageContent;
