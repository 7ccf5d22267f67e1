/** The passport numbers a customs declaration names, declarant first, each once (upper case, as validated). */
export function declaredPassports(answers: { declarant: { passport_number: string }; passengers: readonly { passport_number: string }[] }): string[] {
  return [...new Set([answers.declarant.passport_number, ...answers.passengers.map((passenger) => passenger.passport_number)])];
}
