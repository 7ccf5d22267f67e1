import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "Memo",
  lead: "To every traveller arriving in the Commonwealth, and to the businesses and offices they visit.",
  sections: [
    {
      id: "what",
      heading: "What the app is",
      blocks: [
        {
          kind: "paragraph",
          text: "This web app is the Government of the Commonwealth's service for travel declarations and contact tracing. It replaces the paper forms: you declare your trip before you arrive, receive a trip QR code, and show it to the customs officer at baggage claim.",
        },
        {
          kind: "paragraph",
          text: "Restaurants, shops, offices and other places display a location QR code at their entrance. It works as a digital logbook: visitors scan it to check in, with their account or as a guest.",
        },
      ],
    },
    {
      id: "who",
      heading: "Who must declare",
      blocks: [
        {
          kind: "list",
          items: [
            "Every traveller arriving by air or by sea, from abroad or from another island, residents returning home included.",
            "One declaration per family: one person declares for everyone travelling together, up to 7 passengers.",
            "Visitors also answer the tourism authority's short survey (MVA).",
            "While a public-health emergency is declared, travellers also complete a health declaration with an attestation, and may be asked for vaccination records or a recent test result.",
          ],
        },
      ],
    },
    {
      id: "when",
      heading: "When to declare",
      blocks: [
        {
          kind: "paragraph",
          text: "Declare before you arrive, once you know your arrival date. You can start a trip, leave it and finish it later; you can change it until you arrive.",
        },
        {
          kind: "paragraph",
          text: "When a test result is asked for, an RT-PCR result counts for 48 hours and an antigen result for 24 hours.",
        },
        {
          kind: "paragraph",
          text: "Have your trip QR code ready when you land, on your phone or printed on paper.",
        },
      ],
    },
    {
      id: "how",
      heading: "How to declare",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "[Open the app](/app) and choose your language.",
            "Continue as a frequent flyer with a code sent to your e-mail, or with guest access.",
            "Complete your profile, and add the family members travelling with you.",
            "Create a trip and fill in the customs declaration, the tourism survey and, when asked, the health declaration.",
            "Sign, and receive your trip QR code.",
          ],
        },
        {
          kind: "paragraph",
          text: "The declaration is filled in in English and must be signed. By signing, you confirm that your answers are true and complete. [How to register](/how-to-register) shows every step with pictures.",
        },
      ],
    },
    {
      id: "places",
      heading: "For businesses and offices",
      blocks: [
        {
          kind: "paragraph",
          text: "Places open to the public print their location QR code from the [logbook QR portal](/establishment) and display it where visitors enter. Health officials read the logbook only to reach people who may have been exposed to an infectious disease, and its records are deleted after 30 days.",
        },
      ],
    },
  ],
} satisfies PageContent;
