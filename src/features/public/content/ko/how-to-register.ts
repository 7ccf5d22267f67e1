import type { PageContent } from "#domain/public-pages/page-content.ts";

export default {
  title: "등록 방법",
  lead: "상용 여행자로 한 번 등록하면 여행마다 몇 분 만에 신고할 수 있습니다. 여권을 준비해 주십시오.",
  sections: [
    {
      id: "steps",
      heading: "단계별 안내",
      blocks: [
        {
          kind: "steps",
          items: [
            {
              title: "언어 선택",
              text: "[앱을 열면](/app) 처음에 언어를 묻습니다. English, 日本語, 한국어, 中文 중에서 고르십시오. 나중에 모든 페이지 위쪽의 언어 버튼으로 바꿀 수 있습니다.",
              image: "/how-to/1-language.webp",
              imageAlt: "언어 선택 화면: 영어, 일본어, 한국어, 중국어.",
            },
            {
              title: "계정 유형 선택",
              text: "계정을 만들어 다음 여행 때 정보를 미리 채우려면 '상용 여행자'를, 계정 없이 한 번만 신고하려면 '게스트 이용'을 선택하십시오.",
              image: "/how-to/2-account-type.webp",
              imageAlt: "'게스트 이용'과 '상용 여행자' 버튼이 있는 로그인 화면.",
            },
            {
              title: "이메일 주소 입력",
              text: "이메일 주소를 입력하고, 확인을 위해 한 번 더 입력한 뒤 'OTP 보내기'를 누르십시오. 그 주소로 일회용 비밀번호(6자리 코드)를 보내 드립니다.",
              image: "/how-to/3-email.webp",
              imageAlt: "'OTP 보내기' 버튼이 있는 이메일 주소 입력 화면.",
            },
            {
              title: "코드 입력",
              text: "이메일로 받은 코드를 입력하고 '로그인'을 누르십시오. 1~2분이 지나도 오지 않으면 [코드가 오지 않을 때](/faqs#codes)를 보십시오.",
              image: "/how-to/4-code.webp",
              imageAlt: "일회용 비밀번호 입력 화면.",
            },
            {
              title: "프로필 작성",
              text: "이름, 생년월일, 성별, 여권, 연락처를 영어로 입력하고 저장하십시오. 함께 여행하는 가족도 추가하십시오. 신고 한 건에 최대 7명까지 포함됩니다.",
              image: "/how-to/5-profile.webp",
              imageAlt: "이름 입력란이 있는 프로필 화면.",
            },
            {
              title: "여행 신고",
              text: "홈 화면에서 '여행 신고하기'를 누르고 여행 유형과 도착일을 고른 뒤 '신고 시작'을 누르십시오. 세관 신고서와 관광 설문을 작성하고 손가락이나 마우스로 서명하면 여행 QR 코드가 나타납니다.",
              image: "/how-to/7-new-trip.webp",
              imageAlt: "여행 유형과 도착일을 고르는 새 여행 화면.",
            },
          ],
        },
      ],
    },
    {
      id: "on-arrival",
      heading: "도착하면",
      blocks: [
        {
          kind: "paragraph",
          text: "수하물 찾는 곳에서 휴대전화나 종이로 여행 QR 코드를 세관 직원에게 보여 주십시오. [세관 생물 검역 안내](/customs-biosecurity)에 있는 물품은 신고하십시오.",
        },
      ],
    },
  ],
} satisfies PageContent;
