import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "도움말",
  lead: "이 앱으로 자치령을 여행하는 데 필요한 모든 것을 모았습니다. 여행 신고, QR 코드, 방문하는 장소에서의 체크인, 그리고 도움이 필요할 때 연락할 곳을 안내합니다.",
  sections: [
    {
      id: "start",
      heading: "시작하기",
      blocks: [
        {
          kind: "list",
          items: [
            "[등록 방법](/how-to-register): 언어 선택부터 여행 QR 코드를 받기까지 모든 단계를 화면 그림과 함께 설명합니다.",
            "[빠른 시작 안내](/quick-start): 출발 전에 할 다섯 가지를 한 페이지에 정리했습니다.",
            "[앱 둘러보기](/tour): 앱의 주요 기능을 짧게 소개합니다.",
            "[앱 열기](/app): 여행 신고, QR 코드, 디지털 출입명부는 여기에서.",
          ],
        },
      ],
    },
    {
      id: "before-you-travel",
      heading: "여행 전에",
      blocks: [
        {
          kind: "list",
          items: [
            "[여행자 안내문](/memo): 앱 소개, 신고 대상과 신고 시기.",
            "[공항·항만 안내](/ports): 도착하는 공항과 항구, 미리 준비할 것.",
            "[세관 생물 검역 안내](/customs-biosecurity): 반입 금지 물품, 면세 한도, 현금 신고.",
          ],
        },
      ],
    },
    {
      id: "questions",
      heading: "질문과 도움",
      blocks: [
        {
          kind: "list",
          items: [
            "[자주 묻는 질문](/faqs): 코드가 오지 않을 때, 가족 신고, QR 코드 분실, 체크아웃, 데이터 삭제 등.",
            "[긴급 전화 및 기타 상담 전화](/hotlines): 한 번 눌러 바로 전화하십시오.",
            "[지원](/support): 계정, 여행, QR 코드에 관한 도움.",
            "[문의하기](/contact-us): 메시지를 보내 주시면 이메일로 답변드립니다.",
          ],
        },
      ],
    },
    {
      id: "your-data",
      heading: "내 데이터",
      blocks: [
        {
          kind: "paragraph",
          text: "[개인정보 처리방침과 이용약관](/privacy-statement)에서 어떤 정보를 수집하는지, 누가 보는지, 얼마 동안 보관하는지, 어떻게 삭제하는지 설명합니다.",
        },
      ],
    },
  ],
} satisfies PageContent;
