import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "고객 지원",
  lead: "계정, 여행, QR 코드에 관한 도움을 드립니다.",
  sections: [
    {
      id: "first",
      heading: "먼저 해 보십시오",
      blocks: [
        {
          kind: "list",
          items: [
            "[자주 묻는 질문](/faqs)에서 코드가 오지 않을 때, QR 코드 분실, 가족 신고, 체크아웃 등 대부분의 문제를 해결할 수 있습니다.",
            "페이지를 새로 고치십시오. 새 업데이트가 있다는 안내가 나오면 앱이 스스로 다시 불러올 때까지 기다리십시오.",
            "Chrome, Safari, Firefox, Edge, 삼성 인터넷 등 최신 브라우저를 사용하십시오.",
            "페이지 위쪽의 'A−', 'A+' 버튼으로 글자 크기를 바꿀 수 있습니다.",
          ],
        },
      ],
    },
    {
      id: "write",
      heading: "문의하기",
      blocks: [
        {
          kind: "paragraph",
          text: "[문의 양식](/contact-us)을 이용하시거나 [{supportEmail}](mailto:{supportEmail})로 메일을 보내 주십시오. 로그인할 때 쓰는 이메일 주소나 휴대전화 번호, 보고 있던 페이지, 어떤 문제가 있었는지 알려 주십시오. 스크린숏이 있으면 도움이 됩니다. 일회용 비밀번호는 절대 보내지 마십시오. 저희가 요청하는 일도 없습니다.",
        },
        {
          kind: "paragraph",
          text: "답변은 평일에 드립니다. 여행 당일 급한 일은 [상담 전화](/hotlines)로 연락하십시오.",
        },
      ],
    },
    {
      id: "more",
      heading: "더 알아보기",
      blocks: [
        {
          kind: "paragraph",
          text: "여행에 관한 일반 정보는 [자치령 여행 사이트]({landingUrl})에 있습니다.",
        },
      ],
    },
  ],
} satisfies PageContent;
