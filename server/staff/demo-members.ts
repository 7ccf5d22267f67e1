/**
 * Demo staff (DEMO_STAFF, decision 058): accounts at the reserved domain `.invalid` (RFC 2606), so no
 * e-mail can ever reach them, whose e-mail and authenticator codes are one published code. Only when
 * the switch is on, which production refuses; a real account never takes the published code.
 */
export const DEMO_STAFF_DOMAIN = "demo.invalid";
export const DEMO_STAFF_CODE = "246810";

export function isDemoMember(demoStaff: boolean, email: string): boolean {
  return demoStaff && email.endsWith(`@${DEMO_STAFF_DOMAIN}`);
}
