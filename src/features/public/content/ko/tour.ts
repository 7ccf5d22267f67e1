import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "앱 둘러보기",
  lead: "앱의 주요 기능을 짧게 소개합니다. '다음'과 '이전'으로 넘겨 보십시오.",
  sections: [
    {
      id: "tour",
      heading: "다섯 단계로 보는 앱",
      blocks: [
        {
          kind: "steps",
          oneAtATime: true,
          items: [
            {
              title: "홈 화면",
              text: "로그인하면 홈 화면에서 인사와 함께 내 상태가 보이고, 프로필, 디지털 출입명부, 의료 기록, 여행으로 이동할 수 있습니다.",
              image: "/how-to/6-home.webp",
              imageAlt: "메뉴와 여행 영역이 있는 홈 화면.",
            },
            {
              title: "여행과 QR 코드",
              text: "여행 유형과 도착일을 골라 여행을 시작합니다. 신고서를 작성하고 서명하면 여행 QR 코드가 나타나며, 수하물 찾는 곳에서 세관 직원이 이를 읽습니다.",
              image: "/how-to/7-new-trip.webp",
              imageAlt: "여행 유형과 도착일을 고르는 새 여행 화면.",
            },
            {
              title: "디지털 출입명부",
              text: "장소 입구에서 출입명부 QR 코드를 스캔해 체크인하고, 떠날 때 체크아웃합니다. 최근 방문 기록과 내 QR 코드도 여기에 있습니다.",
              image: "/how-to/8-logbook.webp",
              imageAlt: "스캔 버튼과 최근 방문 기록이 있는 디지털 출입명부.",
            },
            {
              title: "프로필과 가족",
              text: "내 정보, 가족, 로그인 정보가 있습니다. 어느 기관이 내 데이터를 봤는지도 프로필에서 확인할 수 있고, 계정 삭제도 여기서 합니다.",
              image: "/how-to/5-profile.webp",
              imageAlt: "이름 입력란이 있는 프로필 화면.",
            },
            {
              title: "언어, 글자 크기, 도움말",
              text: "위쪽 버튼으로 언어를 바꾸고 글자를 크게 또는 작게 할 수 있습니다. [도움말](/help)에서 자주 묻는 질문, 상담 전화, 지원으로 갈 수 있습니다.",
              image: "/how-to/1-language.webp",
              imageAlt: "언어 선택 화면: 영어, 일본어, 한국어, 중국어.",
            },
          ],
        },
      ],
    },
  ],
} satisfies PageContent;
