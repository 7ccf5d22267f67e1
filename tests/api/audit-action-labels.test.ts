import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, isAuditAction } from "#domain/audit-actions.ts";
import { ACTION_LABELS } from "../../src/features/console/audit/action-labels.ts";

/**
 * The admin reads every record in words: each action code the server's source can write must be in
 * the catalogue (domain/audit-actions.ts), and each catalogued code has a label. A code is any dotted
 * literal whose first part names an action family; a column reference of the same table (settings.code)
 * is told apart by its last part.
 */
const SERVER = join(import.meta.dirname, "../../server");
const FAMILIES = new Set(Object.keys(AUDIT_ACTIONS).map((code) => code.split(".")[0]));
const COLUMN = /^(id|code|value|value_type|[a-z_]+_(at|by))$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

function writtenCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of sourceFiles(SERVER)) {
    for (const [, code = ""] of readFileSync(file, "utf8").matchAll(/"([a-z_]+(?:\.[a-z_]+)+)"/g)) {
      const parts = code.split(".");
      if (FAMILIES.has(parts[0] ?? "") && !COLUMN.test(parts.at(-1) ?? "")) codes.add(code);
    }
  }
  return codes;
}

describe("the audit trail's action labels", () => {
  it("catalogues every action code the server writes", () => {
    const codes = [...writtenCodes()];
    expect(codes.length).toBeGreaterThan(50);
    expect(codes.filter((code) => !isAuditAction(code))).toEqual([]);
  });

  it("labels every catalogued code, and catalogues no code the server no longer writes", () => {
    const written = writtenCodes();
    for (const code of Object.keys(AUDIT_ACTIONS)) {
      expect(ACTION_LABELS[code as keyof typeof ACTION_LABELS], code).toBeDefined();
      expect(written.has(code), `${code} is catalogued but not written`).toBe(true);
    }
  });
});
