import type { FastifyInstance } from "fastify";
import type * as v from "valibot";
import { MessageAnswer } from "#domain/accounts.ts";
import type { Services } from "../composition.ts";
import {
  MedicalRecordParams,
  TestResult,
  TestResultList,
  TestResultResource,
  TestResultSaved,
  VaccinationDose,
  VaccinationList,
  VaccinationResource,
  VaccinationSaved,
} from "#domain/medical-records.ts";
import type { Db } from "../db/connection.ts";
import { deleteHealthDataOf, type HealthStore } from "../db/stores/health/health-form-queries.ts";
import {
  deleteOwnTestResult,
  deleteOwnVaccination,
  insertTestResult,
  insertVaccination,
  listTestResults,
  listVaccinations,
  type TestResultRow,
  type VaccinationRow,
} from "../db/stores/health/medical-record-queries.ts";
import { clearHealthFormsOfTrips } from "./trip-queries.ts";
import { HttpError } from "../http/errors.ts";
import { type FieldError, fieldErrors } from "../http/field-errors.ts";
import { defineRoute } from "../http/route.ts";
import { testResultErrors, testResultResource, testResultRow, vaccinationErrors, vaccinationResource, vaccinationRow } from "./medical-record-service.ts";
import { signedInUser } from "../sign-in/sessions.ts";

const SAVED = "Saved!";
const DELETED = "Successfully deleted";
const HEALTH_DATA_DELETED = "Your health information has been deleted.";
const TAGS = ["medical records"];

/** What differs between the doses and the test results; their routes do the same with it. */
interface RecordKind<Body, Row, Resource> {
  url: string;
  summaries: Record<"list" | "add" | "delete", string>;
  body: v.GenericSchema<unknown, Body>;
  list: v.GenericSchema<unknown, { data: Resource[] }>;
  saved: v.GenericSchema<unknown, { message: string; data: Resource }>;
  errors: (db: Db, userId: string, body: Body, now: Date) => Promise<FieldError[]>;
  row: (userId: string, body: Body, now: Date) => Row;
  resource: (row: Row) => Resource;
  insert: (health: HealthStore, row: Row) => Promise<void>;
  listOf: (health: HealthStore, userId: string) => Promise<Row[]>;
  deleteOwn: (health: HealthStore, userId: string, id: string) => Promise<boolean>;
}

const VACCINATIONS: RecordKind<VaccinationDose, VaccinationRow, v.InferOutput<typeof VaccinationResource>> = {
  url: "/api/v1/me/vaccinations",
  summaries: {
    list: "The caller's vaccination doses, newest first",
    add: "Record a vaccination dose; the card image must be the caller's own upload",
    delete: "Delete one of the caller's vaccination doses (another's answers 404)",
  },
  body: VaccinationDose,
  list: VaccinationList,
  saved: VaccinationSaved,
  errors: vaccinationErrors,
  row: vaccinationRow,
  resource: vaccinationResource,
  insert: insertVaccination,
  listOf: listVaccinations,
  deleteOwn: deleteOwnVaccination,
};

const TEST_RESULTS: RecordKind<TestResult, TestResultRow, v.InferOutput<typeof TestResultResource>> = {
  url: "/api/v1/me/test-results",
  summaries: {
    list: "The caller's RT-PCR and antigen results, newest first",
    add: "Record a test result; the document must be the caller's own upload",
    delete: "Delete one of the caller's test results (another's answers 404)",
  },
  body: TestResult,
  list: TestResultList,
  saved: TestResultSaved,
  errors: testResultErrors,
  row: testResultRow,
  resource: testResultResource,
  insert: insertTestResult,
  listOf: listTestResults,
  deleteOwn: deleteOwnTestResult,
};

interface Context {
  health: HealthStore;
  clock: () => Date;
}

/** A kind of record's list, add and delete routes, each on the caller's own records only. */
function recordRoutes<Body, Row, Resource>(app: FastifyInstance, db: Db, { health, clock }: Context, kind: RecordKind<Body, Row, Resource>): void {
  defineRoute(app, {
    method: "GET",
    url: kind.url,
    summary: kind.summaries.list,
    tags: TAGS,
    response: kind.list,
    access: signedInUser(db, clock),
    handler: async ({ auth: { userId } }) => {
      return { data: (await kind.listOf(health, userId)).map(kind.resource) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: kind.url,
    summary: kind.summaries.add,
    tags: TAGS,
    body: kind.body,
    response: kind.saved,
    status: 201,
    access: signedInUser(db, clock),
    handler: async ({ body, auth: { userId } }) => {
      const now = clock();
      const errors = await kind.errors(db, userId, body, now);
      if (errors.length) throw fieldErrors(errors);
      const row = kind.row(userId, body, now);
      await kind.insert(health, row);
      return { message: SAVED, data: kind.resource(row) };
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: `${kind.url}/:id`,
    summary: kind.summaries.delete,
    tags: TAGS,
    params: MedicalRecordParams,
    response: MessageAnswer,
    access: signedInUser(db, clock),
    handler: async ({ params, auth: { userId } }) => {
      if (!(await kind.deleteOwn(health, userId, params.id))) throw new HttpError(404, "RECORD_NOT_FOUND");
      return { message: DELETED };
    },
  });
}

/** docs/product-spec.md, parts 3, 8 and 9: the caller's own vaccination doses and test results, kept in the health store. */
export function medicalRecordRoutes(app: FastifyInstance, { db, stores, clock }: Services): void {
  const context: Context = { health: stores.health, clock };
  recordRoutes(app, db, context, VACCINATIONS);
  recordRoutes(app, db, context, TEST_RESULTS);
  const { health } = context;

  defineRoute(app, {
    method: "DELETE",
    url: "/api/v1/me/health-data",
    summary: "Delete the caller's health information: doses, test results, health declarations and attestations",
    tags: TAGS,
    response: MessageAnswer,
    access: signedInUser(db, clock),
    handler: async ({ auth: { userId } }) => {
      const now = clock();
      await deleteHealthDataOf(health, userId);
      // The trips no longer refer to what is gone; a trip that needed it is incomplete again.
      await clearHealthFormsOfTrips(db, userId, now);
      return { message: HEALTH_DATA_DELETED };
    },
  });
}
