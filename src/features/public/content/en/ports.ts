import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "Ports information",
  lead: "Where travellers arrive in the Commonwealth, what happens there, and what to have ready. Flight and ship times come from your airline or shipping line.",
  sections: [
    {
      id: "air",
      heading: "Arriving by air",
      blocks: [
        {
          kind: "paragraph",
          text: "International flights land at the Commonwealth's international airport. Smaller airports on the other inhabited islands receive flights between the islands. Every arriving passenger, including those on flights between the islands, has a trip declared in the app.",
        },
      ],
    },
    {
      id: "sea",
      heading: "Arriving by sea",
      blocks: [
        {
          kind: "paragraph",
          text: "Passenger ferries, cruise ships and commercial vessels arrive at the Commonwealth's seaports. The captain of a yacht or private boat reports to a port of entry before anyone goes ashore; everyone on board declares, as air passengers do.",
        },
      ],
    },
    {
      id: "ready",
      heading: "What to have ready",
      blocks: [
        {
          kind: "list",
          items: [
            "Your passport or other travel document.",
            "Your trip QR code, on a charged phone or printed on paper.",
            "The address where you will stay.",
            "Any goods you declared, where the officer can see them.",
            "While a public-health emergency is declared: your vaccination record or a recent test result, if the app asked for one.",
          ],
        },
      ],
    },
    {
      id: "at-the-port",
      heading: "At the port",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Passport control checks your travel document.",
            "Collect your bags at baggage claim.",
            "Show your trip QR code to the customs officer, who reads your declaration from it.",
            "Biosecurity officers may look in your bags for food, plants and other [items that may not be brought in](/customs-biosecurity). Before the inspection you can leave such items in the amnesty bins.",
          ],
        },
      ],
    },
    {
      id: "no-signal",
      heading: "No signal on arrival?",
      blocks: [
        {
          kind: "paragraph",
          text: "Declare before you leave home, and download or print your trip QR code. Ports have Wi-Fi, but it can be slow when many flights land together.",
        },
      ],
    },
  ],
} satisfies PageContent;
