import type { PageContent } from "#domain/public-pages/page-content.ts";

/**
 * The terms of use in English. Where the spec's language versions disagree (minimum age, liability cap),
 * each language says what the spec gives it: docs/decisions/030-terms-and-privacy.md.
 */
const terms: PageContent = {
  title: "Terms of use",
  lead: "Last modified: September 2023",
  sections: [
    {
      id: "acceptance",
      heading: "Accepting these terms",
      blocks: [
        {
          kind: "paragraph",
          text: 'These terms govern your use of the travel declaration and digital logbook website of the Government of the Commonwealth ("we", "us"). By using the website you accept these terms and our privacy notice. If you do not accept them, do not use the website.',
        },
        {
          kind: "paragraph",
          text: "You must be 18 or older to use the website and to create an account. By using it, you confirm that you are.",
        },
        {
          kind: "paragraph",
          text: "Keep your sign-in safe: do not share your one-time passwords, and do not leave a signed-in device with others. You are responsible for what is done with your account.",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      blocks: [
        {
          kind: "paragraph",
          text: "The website and everything on it (texts, pictures, logos, software and design) belong to the Government of the Commonwealth, its licensors or other providers, and are protected by copyright, trademark and other laws.",
        },
        {
          kind: "paragraph",
          text: "You may use the website for your own personal, non-commercial purposes only. You may view, print or download one copy of a reasonable number of pages for your personal use, and your browser may keep temporary copies while it shows them. You must not:",
        },
        {
          kind: "list",
          items: [
            "change any copy of material from the website;",
            "remove or alter copyright, trademark or other notices from such copies;",
            "use any material from the website for commercial purposes;",
            "copy, distribute, publish, display or sell any of it, except as these terms allow.",
          ],
        },
        {
          kind: "paragraph",
          text: "Any other use ends your permission to use the website at once, and you must then destroy the copies you made. No right in the website or its content passes to you.",
        },
      ],
    },
    {
      id: "trademarks",
      heading: "Trademarks",
      blocks: [
        {
          kind: "paragraph",
          text: "The names, logos and emblems of the Government of the Commonwealth and its agencies, and the names of the website and its services, are their marks. You may not use them without prior written permission. Other names and marks on the website belong to their owners.",
        },
      ],
    },
    {
      id: "prohibited-uses",
      heading: "Prohibited uses",
      blocks: [
        { kind: "paragraph", text: "You may use the website only lawfully and as these terms allow. In particular, you must not:" },
        {
          kind: "list",
          ordered: true,
          items: [
            "break any law or regulation of the Commonwealth, of the United States or of any other place that applies;",
            "give false or misleading information in a declaration, a check-in or your profile;",
            "use the website to harm or exploit minors, or to try to;",
            "send advertising or promotional material through the website, including unsolicited mass messages;",
            "pretend to be the government, an agency, a staff member, another user or anyone else, for example by using their e-mail address or mobile number;",
            "declare or check in for another person without their consent, other than the passengers of your own family declaration;",
            "use the website or its content for any commercial purpose, or resell access to it;",
            "use robots, scrapers or other automated tools to reach, watch or copy the website;",
            "copy or watch material on the website by hand for any purpose not allowed here without our prior written consent;",
            "introduce viruses, worms or other harmful or malicious material;",
            "try to gain access without permission to any part of the website, its servers, its databases or any system connected to it;",
            "attack the website by denial of service or in any other way;",
            "copy, forge or alter a QR code, or use a QR code that belongs to someone else;",
            "collect or store personal information about other users;",
            "prevent or hinder anyone else's use of the website, or expose other users or us to harm;",
            "help or encourage anyone to do any of the above.",
          ],
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes to the website",
      blocks: [
        {
          kind: "paragraph",
          text: "We may update, change, suspend or withdraw the website or any part of it at any time and without notice, and we are not liable if it is unavailable. Some content may be out of date; we have no duty to update it.",
        },
        {
          kind: "paragraph",
          text: "We may change these terms. Changes take effect when they are published here, and the date at the top shows the latest change. If you keep using the website after a change, you accept the changed terms.",
        },
      ],
    },
    {
      id: "information-about-you",
      heading: "Information about you",
      blocks: [
        {
          kind: "paragraph",
          text: "What we collect about you on the website is handled as the [privacy notice](/privacy-statement) describes. You agree that the information you give us is true, current and complete, and that we handle it as the privacy notice says.",
        },
      ],
    },
    {
      id: "linking",
      heading: "Linking to the website",
      blocks: [
        {
          kind: "paragraph",
          text: "You may link to the website's home page in a fair and lawful way that neither damages nor exploits our reputation and does not suggest a connection with us, or an approval by us, that does not exist. You may not frame the website on another site. We may withdraw this permission without notice.",
        },
        {
          kind: "paragraph",
          text: "Links from the website to other sites are there for your convenience only. We do not control those sites and are not responsible for them or for any loss that comes from using them.",
        },
      ],
    },
    {
      id: "geographic-restrictions",
      heading: "Geographic restrictions",
      blocks: [
        {
          kind: "paragraph",
          text: "The website is offered for the personal, non-commercial use of people located in the Commonwealth. Travellers may also complete their declarations before they arrive, for their entry into the Commonwealth. We do not claim that the website or its content is available or suitable anywhere else. If you use it from elsewhere, you do so on your own initiative and you are responsible for following the local laws.",
        },
      ],
    },
    {
      id: "disclaimer",
      heading: "Disclaimer of warranties",
      blocks: [
        {
          kind: "paragraph",
          text: 'You use the website, its content and anything you obtain through it at your own risk. The website is provided "as is" and "as available", without any warranty, express or implied, including warranties of merchantability, non-infringement and fitness for a particular purpose. We do not promise that it will be complete, accurate, reliable, secure, free of errors or uninterrupted, that defects will be corrected, or that it or its servers are free of viruses or other harmful components.',
        },
        {
          kind: "paragraph",
          text: "The website does not give medical advice. Follow the instructions of health officials, and in an emergency call the emergency hotline.",
        },
        {
          kind: "paragraph",
          text: "This does not affect any warranty that the applicable law does not allow to be excluded.",
        },
      ],
    },
    {
      id: "liability",
      heading: "Limitation on liability",
      blocks: [
        {
          kind: "paragraph",
          text: "As far as the law allows, neither the Government of the Commonwealth nor its agencies, officers, employees, agents, contractors or licensors are liable for damages of any kind arising from your use of, or inability to use, the website, linked sites or their content. This covers direct, indirect, special, incidental, consequential and punitive damages, personal injury, distress, loss of income, profit, data or goodwill, whether caused by negligence, breach of contract or otherwise, and even if it was foreseeable.",
        },
        {
          kind: "paragraph",
          text: "In any case, our total liability to you for all claims together is limited to zero US dollars (USD 0). This does not affect liability that the applicable law does not allow to be excluded or limited.",
        },
      ],
    },
    {
      id: "indemnification",
      heading: "Indemnification",
      blocks: [
        {
          kind: "paragraph",
          text: "You agree to defend and compensate the Government of the Commonwealth and its agencies, officers, employees, agents, contractors and licensors, and to hold them harmless, against any claim, liability, damage, loss, cost or expense (including reasonable lawyers' fees) that arises from your breach of these terms or from your use of the website other than as these terms allow, including the information you submit.",
        },
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and jurisdiction",
      blocks: [
        {
          kind: "paragraph",
          text: "These terms, the website and any dispute or claim arising from them are governed by the law of the Commonwealth, without regard to its conflict-of-law rules.",
        },
        {
          kind: "paragraph",
          text: "Any lawsuit or proceeding arising from these terms or the website may be brought only in the United States District Court for the Commonwealth or in the local courts of the Commonwealth. You accept the jurisdiction of those courts.",
        },
      ],
    },
    {
      id: "arbitration",
      heading: "Arbitration",
      blocks: [
        {
          kind: "paragraph",
          text: "We may, at our sole discretion, require that any dispute arising from these terms or from the use of the website, including a dispute about their interpretation, breach, validity or enforceability, be settled by final and binding arbitration under the rules of a national arbitration association, applying the law of the Commonwealth.",
        },
      ],
    },
    {
      id: "limitation-on-time",
      heading: "Limitation on time to file claims",
      blocks: [
        {
          kind: "paragraph",
          text: "Any claim or cause of action arising from these terms or the website must be brought within one year after the cause of action accrues. After that, the claim is barred for good.",
        },
      ],
    },
    {
      id: "waiver-severability",
      heading: "Waiver and severability",
      blocks: [
        {
          kind: "paragraph",
          text: "If we waive a term once, we do not waive it, or any other term, for the future. If we do not enforce a right, we have not given it up.",
        },
        {
          kind: "paragraph",
          text: "If a court or other tribunal finds a provision of these terms invalid, illegal or unenforceable, that provision is limited or removed only as far as necessary, and the other provisions stay in full force.",
        },
      ],
    },
    {
      id: "entire-agreement",
      heading: "Entire agreement",
      blocks: [
        {
          kind: "paragraph",
          text: "These terms and the privacy notice are the whole agreement between you and us about the website. They replace every earlier understanding, agreement, representation or warranty about it, written or spoken.",
        },
      ],
    },
    {
      id: "comments",
      heading: "Your comments and concerns",
      blocks: [
        {
          kind: "paragraph",
          text: "The website is run by the Government of the Commonwealth. Please send reports of problems or of policy violations, notices of claimed copyright infringement, requests for support, and all other comments to [{supportEmail}](mailto:{supportEmail}), or use the [contact form](/contact-us).",
        },
      ],
    },
  ],
};

export default terms;
