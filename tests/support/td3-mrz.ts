/** A passport holder as the zone writes them; dates are YYMMDD. */
export interface Td3Holder {
  issuer: string;
  lastName: string;
  givenNames: string;
  number: string;
  nationality: string;
  birth: string;
  sex: "M" | "F" | "<";
  expiry: string;
  personal?: string;
}

const WEIGHTS = [7, 3, 1];

/** ICAO 9303's check digit: each character's value (digits, A=10…Z=35, '<'=0) weighted 7, 3, 1, modulo 10. */
export function checkDigit(text: string): string {
  let sum = 0;
  [...text].forEach((char, index) => {
    const value = char === "<" ? 0 : /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    sum += value * (WEIGHTS[index % 3] ?? 0);
  });
  return String(sum % 10);
}

const field = (text: string, length: number) => text.toUpperCase().replace(/[ -]/g, "<").padEnd(length, "<").slice(0, length);

/** The two 44-character lines of a TD3 passport's zone, with correct check digits. */
export function td3Lines(holder: Td3Holder): [string, string] {
  const upper = field(`P<${field(holder.issuer, 3)}${holder.lastName.replace(/ /g, "<")}<<${holder.givenNames.replace(/ /g, "<")}`, 44);
  const number = field(holder.number, 9);
  const personal = field(holder.personal ?? "", 14);
  const numberPart = `${number}${checkDigit(number)}`;
  const birthPart = `${holder.birth}${checkDigit(holder.birth)}`;
  const expiryPart = `${holder.expiry}${checkDigit(holder.expiry)}`;
  const personalPart = `${personal}${checkDigit(personal)}`;
  const composite = checkDigit(`${numberPart}${birthPart}${expiryPart}${personalPart}`);
  return [upper, `${numberPart}${field(holder.nationality, 3)}${birthPart}${holder.sex}${expiryPart}${personalPart}${composite}`];
}
