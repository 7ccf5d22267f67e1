import type { PageContent } from "#domain/public-pages/page-content.ts";

/**
 * The privacy notice in English. Its statements are facts of the product (docs/decisions/030-terms-and-privacy.md):
 * the retention list keeps its order in every language, since tests/unit/privacy-notice.test.ts reads its periods by position.
 */
const privacy: PageContent = {
  title: "Privacy notice",
  lead: "Last modified: September 2023",
  sections: [
    {
      id: "about",
      heading: "About this notice",
      blocks: [
        {
          kind: "paragraph",
          text: "This notice explains what personal information the travel declaration and digital logbook website collects, why it does so, who may see that information, how long it is kept and how it is protected. The website is run by the Government of the Commonwealth. It is linked to the Commonwealth's pandemic mitigation platform, which health officials use for case management and contact tracing.",
        },
        {
          kind: "paragraph",
          text: "Your personal information is collected, transferred, stored and used on servers located in the United States. By using the website you agree to this, as described below.",
        },
      ],
    },
    {
      id: "collected",
      heading: "What we collect",
      blocks: [
        { kind: "paragraph", text: "We collect only what you enter and what the website records while you use it:" },
        {
          kind: "list",
          items: [
            "Sign-in details: your e-mail address or mobile number and, if you sign in with another account (social sign-in), the identifier that provider gives us and the e-mail address it confirms.",
            "Your profile: your names, gender, date of birth, address in the Commonwealth, e-mail address, company name, passport number and issuing country, and your photo if you add one.",
            "Your trips: the date of arrival, how you travel (air or sea, airline and flight number or vessel), where you come from and where you are going, and the trip's QR code and review status.",
            "Your declarations: the customs declaration (what you bring in, currency above the declaration limit, and the passengers of your family with their passport details and dates of birth), the tourism survey (why you travel, where you stay and for how long) and, when a health declaration is required, your health answers, the attestation, vaccination records and test results with the images you upload, and your drawn signature.",
            "Digital logbook check-ins: the place and time of each check-in and check-out and, for guests, the details typed into the form (name, age, gender, mobile number and, if given, e-mail address, company, address and purpose of the visit), with the symptom checklist.",
            "Symptoms you report in the app.",
            "Messages you send through the contact form: your name, your e-mail address and the message.",
            "What the service needs to run safely: your session, and a one-way code derived from the network address your device connects from, used to slow down repeated attempts such as guessing sign-in codes.",
          ],
        },
        {
          kind: "paragraph",
          text: "We do not track your location. A check-in records the place whose QR code you scanned, not where your phone is.",
        },
      ],
    },
    {
      id: "purposes",
      heading: "Why we collect it",
      blocks: [
        {
          kind: "list",
          items: [
            "So that customs officers can clear you and your family at the border with your customs declaration and trip QR code.",
            "So that the tourism authority can produce visitor statistics from the survey.",
            "When a health declaration is required, to decide which health measures apply to you on arrival.",
            "To trace contacts and warn people who may have been exposed to a disease, using digital logbook check-ins and the pandemic mitigation platform.",
            "To run your account: signing in, your QR codes, and filling in later trips for frequent flyers.",
            "To answer your messages and to protect the website from abuse.",
          ],
        },
        {
          kind: "paragraph",
          text: "Your personal information is never sold and never used for advertising.",
        },
      ],
    },
    {
      id: "use-share-retain",
      heading: "How we use, share and keep it",
      blocks: [
        { kind: "paragraph", text: "Each agency sees only what its task needs, and only through its own database:" },
        {
          kind: "list",
          items: [
            "Customs officers see your customs declaration, the passengers on it and your profile photo when you present your trip QR code at the border, at baggage claim. When health checks apply, they see only whether the health requirements are met, never your health answers.",
            "The tourism authority sees only aggregate statistics from the survey: numbers of visitors by week or month and by answer. Numbers below five are hidden, and nobody there reads an individual survey.",
            "Health officials, and the staff that local health officials and local government units designate for contact tracing, see check-ins, symptoms and health information on a need-to-know basis, to trace contacts.",
            "Front-line staff who scan your personal QR code at an entrance see only your name, company, municipality and health status.",
            "Administrators manage staff accounts and settings; they do not read travellers' information.",
          ],
        },
        {
          kind: "paragraph",
          text: "Your personal information is never shared with immigration authorities or with employers.",
        },
        {
          kind: "paragraph",
          text: "The tourism survey, the customs declaration and the health information are kept in separate databases, and only the agency each one belongs to can reach it. How long each kind of information is kept is set out under 'How long we keep it'. Under 'Who looked at your data' in your profile you can see which agency looked at your information, and when.",
        },
      ],
    },
    {
      id: "confidentiality",
      heading: "Confidentiality",
      blocks: [
        {
          kind: "paragraph",
          text: "Staff may open personal information only for the task their role allows, and only when that task requires it. Each time staff open or change a traveller's information, the system records who did it, in which role, when, what was shown and for what purpose. These records cannot be altered or removed without the change being detected.",
        },
        {
          kind: "paragraph",
          text: "Messages that warn a contact of a possible exposure never name the person who was ill or any other contact.",
        },
      ],
    },
    {
      id: "children",
      heading: "Children's privacy",
      blocks: [
        {
          kind: "paragraph",
          text: "Children under 13 may not use this website. We do not knowingly collect personal information from children under 13 who use it themselves. If you believe that a child under 13 has given us personal information, write to [{supportEmail}](mailto:{supportEmail}) and we will delete it.",
        },
        {
          kind: "paragraph",
          text: "A parent or guardian may list their children as passengers on the family's customs declaration. Those details are given by the adult and are kept as the declaration is.",
        },
      ],
    },
    {
      id: "retention",
      heading: "How long we keep it",
      blocks: [
        { kind: "paragraph", text: "The website enforces the following periods itself:" },
        {
          kind: "list",
          items: [
            "Digital logbook check-ins, including a guest's details and symptom checklist: deleted 30 days after the check-in.",
            "Contact-tracing data (a case, its first-, second- and third-generation contacts, and the messages sent to them): deleted 60 days after the case is closed. A case that no health official has worked on for 60 days is closed.",
            "Symptoms you report in the app: deleted 30 days after you report them.",
            "Border-protection data, that is the trip record (travel details, trip QR code, and the customs officer's review and remarks): deleted 60 days after its date of arrival.",
            "The notifications the app shows you (a customs decision, an exposure warning, an agency's access to your data, a trip about to expire) and the record of their delivery: deleted 60 days after they were made.",
            "Messages sent through the contact form: deleted 180 days after they were sent.",
            "The tourism survey, the customs declaration and the health declaration: kept indefinitely. You may delete your health information (health declarations, attestations, vaccination records and test results) at any time under Medical records in the menu.",
            "A guest account, with the files it uploaded and its health information: deleted once its guest session has ended and it has no trip or check-in left.",
            "Everything else in your account: kept until you delete the account.",
          ],
        },
        {
          kind: "paragraph",
          text: "You may ask for your information to be deleted at any time: [Delete or Deactivate your account](/app/profile#delete), or write to [{supportEmail}](mailto:{supportEmail}). Deleting your account removes your profile, your sign-in details, the files you uploaded and your health information at once. The records above that are kept for a period are detached from your account and deleted when their period ends; the tourism survey and the customs declaration are kept.",
        },
      ],
    },
    {
      id: "destruction",
      heading: "How information is destroyed",
      blocks: [
        {
          kind: "paragraph",
          text: "An automatic job runs every hour. It permanently deletes every record whose period has ended, in the main database and in each agency's database.",
        },
        {
          kind: "paragraph",
          text: "Sign-in codes, ended sessions and other records that hold personal information only briefly are deleted a day after they end. Files you upload are removed when you delete your account, or when a guest account is deleted.",
        },
        {
          kind: "paragraph",
          text: "The records of staff access are kept without a time limit: they are the evidence of who looked at what, and that deletions took place. They refer to records and describe what was shown; they do not copy your answers.",
        },
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and storage on your device",
      blocks: [
        {
          kind: "paragraph",
          text: "The website uses no advertising or tracking cookies and no analytics services. It keeps the following in your browser's local storage:",
        },
        {
          kind: "list",
          items: [
            "lang: the language you chose.",
            "textIndex: the text size you chose.",
            "token: your sign-in session, so that you stay signed in.",
            "is_guest: whether you use guest access.",
            "my-profile: a copy of your profile, so that screens open quickly and work offline.",
            "guest-details: after a guest check-in, the details you typed, offered again at your next check-in (never your symptoms). The Clear button forgets them.",
            "establishment-session: only for establishment accounts, the session of the establishment portal.",
            "push-account: if you switched notifications on, which account did so on this device, so that only that account's sign-in turns them back on.",
            "push-offer-answered: that you answered the offer to switch notifications on, so that it is not made again.",
            "tour-seen: that you opened the tour of the app, so that the home stops offering it.",
            "site-info: the support mailbox, the hotlines and the landing address, so that they show offline too.",
          ],
        },
        {
          kind: "paragraph",
          text: "While you sign in or fill in a form, the browser's session storage keeps the e-mail address you typed, the progress of the one-time password and drafts not yet saved. The browser empties it when the tab is closed.",
        },
        {
          kind: "paragraph",
          text: "A service worker keeps a copy of the website's own files (code, styles and images) so that it opens quickly and works offline. It holds no personal information.",
        },
        {
          kind: "paragraph",
          text: "If you switch notifications on, your browser's push service (run by your browser's maker) gives this device an address and keys, which the website keeps with your account to send you notifications; what they say is encrypted for your device alone. Switching notifications off, signing out or deleting your account removes that address from the website.",
        },
        {
          kind: "paragraph",
          text: "Signing out, deleting your account or an ended session removes everything above except your language, your text size, an establishment portal session, which account switched notifications on and whether you answered the offer. If you sign in with another account, that provider may set its own cookies on its own site.",
        },
      ],
    },
    {
      id: "security",
      heading: "Security",
      blocks: [
        {
          kind: "list",
          items: [
            "Personal information is stored and processed on servers located in the United States, and every connection to the website is encrypted.",
            "The customs, tourism and health information are kept in separate databases. Each agency's staff reach only their own, and the main database holds none of your declaration answers.",
            "Every access by staff to personal information is recorded in an audit trail that cannot be changed without detection.",
            "Staff must sign in with a second factor (an authenticator app or a passkey) in addition to an e-mail code, and their sessions end after half an hour without activity.",
            "Travellers sign in with one-time passwords, so we hold no passwords; sign-in codes and session keys are stored only in a form that cannot be turned back into them.",
            "Uploaded images are checked and re-encoded, and are shown only to you and to the staff allowed to see them.",
          ],
        },
        {
          kind: "paragraph",
          text: "No system is perfectly secure. If you believe that your account or your information has been misused, write to [{supportEmail}](mailto:{supportEmail}) at once.",
        },
      ],
    },
    {
      id: "your-choices",
      heading: "Your choices and questions",
      blocks: [
        {
          kind: "list",
          items: [
            "See and correct your profile in the app at any time.",
            "Delete a trip that a customs officer has not yet reviewed.",
            "Delete your health information under Medical records.",
            "[Delete or Deactivate your account](/app/profile#delete).",
            "Send questions, requests and reports of problems or policy violations to [{supportEmail}](mailto:{supportEmail}) or through the [contact form](/contact-us).",
          ],
        },
      ],
    },
  ],
};

export default privacy;
