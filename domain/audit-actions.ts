/**
 * Every action the server writes into the audit trail, with its kind: what the admin's viewer filters
 * by. A list view (a page of records opened, nobody's data in particular) is kept apart from a read of
 * a person's data, so a day of browsing does not bury the reads that matter (decision 057).
 * tests/api/audit-action-labels.test.ts holds this list against the codes the server's source writes.
 */
export const AUDIT_ACTION_KINDS = ["person_read", "list_view", "change", "export", "sign_in", "staff_admin", "audit"] as const;
export type AuditActionKind = (typeof AUDIT_ACTION_KINDS)[number];

export const AUDIT_ACTIONS = {
  "audit.export": "audit",
  "audit.list": "audit",
  "audit.verify": "audit",
  "audit.who_saw": "audit",
  "contact_messages.list": "list_view",
  "customs.arrivals.read": "list_view",
  "customs.arrivals.travellers": "person_read",
  "customs.decision": "change",
  "customs.decision.amended": "change",
  "customs.decision.overridden": "change",
  "customs.decision.undone": "change",
  "customs.lookup": "person_read",
  "customs.photo.read": "person_read",
  "customs.shift.read": "list_view",
  "customs.trip.read": "person_read",
  "establishment.disable": "change",
  "establishment.enable": "change",
  "establishment.list": "list_view",
  "front_liner.scan": "person_read",
  "purposes.change": "change",
  "purposes.create": "change",
  "purposes.list": "list_view",
  "purposes.reorder": "change",
  "settings.change": "change",
  "settings.history": "list_view",
  "settings.list": "list_view",
  "settings.pandemic_consequence": "list_view",
  "staff.disabled_unused": "staff_admin",
  "staff.factor_enrolled": "sign_in",
  "staff.invite_accepted": "sign_in",
  "staff.invited": "staff_admin",
  "staff.locked": "sign_in",
  "staff.members_listed": "list_view",
  "staff.recovery_code_used": "sign_in",
  "staff.recovery_codes_issued": "sign_in",
  "staff.roles_changed": "staff_admin",
  "staff.session_resumed": "sign_in",
  "staff.sign_in": "sign_in",
  "staff.sign_in_code": "sign_in",
  "staff.sign_out": "sign_in",
  "staff.status_changed": "staff_admin",
  "symptoms.change": "change",
  "symptoms.create": "change",
  "symptoms.list": "list_view",
  "symptoms.reorder": "change",
  "tourism.arrivals.export": "export",
  "tourism.arrivals.read": "list_view",
  "tracing.case.change": "change",
  "tracing.case.close": "change",
  "tracing.case.close_untouched": "change",
  "tracing.case.open": "change",
  "tracing.case.read": "person_read",
  "tracing.cases.list": "person_read",
  "tracing.cluster.contacts": "person_read",
  "tracing.cluster.dismiss": "change",
  "tracing.cluster.open": "person_read",
  "tracing.clusters.list": "person_read",
  "tracing.contact.convert": "change",
  "tracing.contact.review": "change",
  "tracing.contacts.compute": "person_read",
  "tracing.contacts.export": "export",
  "tracing.contacts.freeze": "change",
  "tracing.contacts.read": "person_read",
  "tracing.epi_curve": "list_view",
  "tracing.flag.review": "change",
  "tracing.flags.list": "person_read",
  "tracing.follow_up.update": "change",
  "tracing.graph.read": "person_read",
  "tracing.notify": "change",
  "tracing.notify.dry_run": "person_read",
  "tracing.people.search": "person_read",
  "tracing.templates.read": "list_view",
  "tracing.templates.update": "change",
} as const satisfies Record<string, AuditActionKind>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function isAuditAction(code: string): code is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, code);
}

/** The codes of one kind: what the viewer's "kind" filter asks the database for. */
export function actionsOfKind(kind: AuditActionKind): AuditAction[] {
  return (Object.keys(AUDIT_ACTIONS) as AuditAction[]).filter((code) => AUDIT_ACTIONS[code] === kind);
}

/** Every code but the list views: the viewer's default, until the admin asks to see them. */
export function actionsBeyondListViews(): AuditAction[] {
  return (Object.keys(AUDIT_ACTIONS) as AuditAction[]).filter((code) => AUDIT_ACTIONS[code] !== "list_view");
}
