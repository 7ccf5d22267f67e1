import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "빠른 시작 안내",
  lead: "5분 만에 알아보는 앱 사용법. 자치령 여행 전, 여행 중, 여행 후에 할 일입니다.",
  sections: [
    {
      id: "before",
      heading: "출발 전",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "휴대전화에서 [앱을 열고](/app) 언어를 선택합니다.",
            "이메일 주소로 상용 여행자로 진행하거나 게스트 이용을 선택합니다.",
            "프로필을 작성하고 가족을 추가합니다(신고 한 건에 최대 7명).",
            "여행을 신고합니다. 세관 신고서, 관광 설문, 요청받은 경우 건강 신고를 작성하고 서명합니다.",
            "여행 QR 코드를 다운로드하거나 인쇄합니다.",
          ],
        },
      ],
    },
    {
      id: "arrival",
      heading: "도착하면",
      blocks: [
        {
          kind: "list",
          items: [
            "수하물 찾는 곳에서 세관 직원에게 여행 QR 코드를 보여 줍니다.",
            "[면세 한도](/customs-biosecurity#limits)를 넘는 물품과 1만 미국 달러를 넘는 현금을 신고합니다.",
          ],
        },
      ],
    },
    {
      id: "stay",
      heading: "머무는 동안",
      blocks: [
        {
          kind: "list",
          items: [
            "방문하는 장소의 입구에서 출입명부 QR 코드를 스캔하고, 떠날 때 체크아웃합니다.",
            "몸이 좋지 않으면 [디지털 출입명부](/digital-logbook)에서 증상을 신고하고 [상담 전화 페이지](/hotlines)에서 보건 상담 전화로 연락하십시오.",
            "감염병에 노출되었을 수 있다는 알림을 받으면 앱의 홈 화면에 해야 할 일이 표시됩니다.",
          ],
        },
      ],
    },
    {
      id: "after",
      heading: "여행 후",
      blocks: [
        {
          kind: "paragraph",
          text: "다음 여행을 위해 계정을 남겨 두거나 [프로필](/app/profile#delete)에서 삭제하십시오. 출입명부 기록은 어떤 경우에도 30일 후 삭제됩니다.",
        },
      ],
    },
  ],
} satisfies PageContent;
