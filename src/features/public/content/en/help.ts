import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "Help",
  lead: "Everything you need to travel to the Commonwealth with this app: declaring your trip, your QR codes, checking in at the places you visit, and who to call.",
  sections: [
    {
      id: "start",
      heading: "Getting started",
      blocks: [
        {
          kind: "list",
          items: [
            "[How to register](/how-to-register): every step from choosing your language to your trip QR code, with pictures.",
            "[Quick start guide](/quick-start): the five things to do before you travel, on one page.",
            "[Take the tour](/tour): a short look at the main parts of the app.",
            "[Open the app](/app): declare a trip, see your QR codes and your digital logbook.",
          ],
        },
      ],
    },
    {
      id: "before-you-travel",
      heading: "Before you travel",
      blocks: [
        {
          kind: "list",
          items: [
            "[Memo to travellers](/memo): what the app is, who must declare and when.",
            "[Ports information](/ports): the airports and seaports where you arrive, and what to have ready.",
            "[Customs biosecurity information](/customs-biosecurity): what you may not bring in, the duty-free limits and the currency rule.",
          ],
        },
      ],
    },
    {
      id: "questions",
      heading: "Questions and help",
      blocks: [
        {
          kind: "list",
          items: [
            "[Frequently asked questions](/faqs): codes that do not arrive, families, a lost QR code, checking out, deleting your data and more.",
            "[Emergency and other hotlines](/hotlines): numbers to call, with one tap.",
            "[Support](/support): help with your account, your trips and your QR codes.",
            "[Contact us](/contact-us): send us a message; we answer by e-mail.",
          ],
        },
      ],
    },
    {
      id: "your-data",
      heading: "Your data",
      blocks: [
        {
          kind: "paragraph",
          text: "The [privacy statement and terms of use](/privacy-statement) explain what we collect, who sees it, how long it is kept and how to delete it.",
        },
      ],
    },
  ],
} satisfies PageContent;
