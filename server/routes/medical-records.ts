import type { FastifyInstance } from "fastify";
import { MessageAnswer } from "../../src/domain/accounts.ts";
import {
  MedicalRecordParams,
  TestResult,
  TestResultList,
  TestResultSaved,
  VaccinationDose,
  VaccinationList,
  VaccinationSaved,
} from "../../src/domain/medical-records.ts";
import type { Db } from "../db/connection.ts";
import { deleteHealthDataOf, type HealthStore } from "../db/stores/health/health-form-queries.ts";
import {
  deleteOwnTestResult,
  deleteOwnVaccination,
  insertTestResult,
  insertVaccination,
  listTestResults,
  listVaccinations,
} from "../db/stores/health/medical-record-queries.ts";
import { clearHealthFormsOfTrips } from "../db/trip-queries.ts";
import { HttpError } from "../http/errors.ts";
import { fieldErrors } from "../http/field-errors.ts";
import { defineRoute } from "../http/route.ts";
import { testResultErrors, testResultResource, testResultRow, vaccinationErrors, vaccinationResource, vaccinationRow } from "../services/medical-records.ts";
import { requireUser } from "../services/sessions.ts";

const SAVED = "Saved!";
const DELETED = "Successfully deleted";
const HEALTH_DATA_DELETED = "Your health information has been deleted.";
const RECORD_NOT_FOUND = "Record not found.";

/** Spec parts 3, 8 and 9: the caller's own vaccination doses and test results, kept in the health store. */
export function medicalRecordRoutes(app: FastifyInstance, db: Db, { health, clock }: { health: HealthStore; clock: () => Date }): void {
  defineRoute(app, {
    method: "GET",
    url: "/api/v1/me/vaccinations",
    summary: "The caller's vaccination doses, newest first",
    tags: ["medical records"],
    response: VaccinationList,
    handler: async (_input, request) => {
      const { userId } = await requireUser(db, request, clock());
      return { data: (await listVaccinations(health, userId)).map(vaccinationResource) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/me/vaccinations",
    summary: "Record a vaccination dose; the card image must be the caller's own upload",
    tags: ["medical records"],
    body: VaccinationDose,
    response: VaccinationSaved,
    status: 201,
    handler: async ({ body }, request) => {
      const now = clock();
      const { userId } = await requireUser(db, request, now);
      const errors = await vaccinationErrors(db, userId, body, now);
      if (errors.length) throw fieldErrors(errors);
      const row = vaccinationRow(userId, body, now);
      await insertVaccination(health, row);
      return { message: SAVED, data: vaccinationResource(row) };
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/v1/me/vaccinations/:id",
    summary: "Delete one of the caller's vaccination doses (another's answers 404)",
    tags: ["medical records"],
    params: MedicalRecordParams,
    response: MessageAnswer,
    handler: async ({ params }, request) => {
      const { userId } = await requireUser(db, request, clock());
      if (!(await deleteOwnVaccination(health, userId, params.id))) throw new HttpError(404, RECORD_NOT_FOUND);
      return { message: DELETED };
    },
  });

  defineRoute(app, {
    method: "GET",
    url: "/api/v1/me/test-results",
    summary: "The caller's RT-PCR and antigen results, newest first",
    tags: ["medical records"],
    response: TestResultList,
    handler: async (_input, request) => {
      const { userId } = await requireUser(db, request, clock());
      return { data: (await listTestResults(health, userId)).map(testResultResource) };
    },
  });

  defineRoute(app, {
    method: "POST",
    url: "/api/v1/me/test-results",
    summary: "Record a test result; the document must be the caller's own upload",
    tags: ["medical records"],
    body: TestResult,
    response: TestResultSaved,
    status: 201,
    handler: async ({ body }, request) => {
      const now = clock();
      const { userId } = await requireUser(db, request, now);
      const errors = await testResultErrors(db, userId, body, now);
      if (errors.length) throw fieldErrors(errors);
      const row = testResultRow(userId, body, now);
      await insertTestResult(health, row);
      return { message: SAVED, data: testResultResource(row) };
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/v1/me/test-results/:id",
    summary: "Delete one of the caller's test results (another's answers 404)",
    tags: ["medical records"],
    params: MedicalRecordParams,
    response: MessageAnswer,
    handler: async ({ params }, request) => {
      const { userId } = await requireUser(db, request, clock());
      if (!(await deleteOwnTestResult(health, userId, params.id))) throw new HttpError(404, RECORD_NOT_FOUND);
      return { message: DELETED };
    },
  });

  defineRoute(app, {
    method: "DELETE",
    url: "/api/v1/me/health-data",
    summary: "Delete the caller's health information: doses, test results, health declarations and attestations (spec part 9)",
    tags: ["medical records"],
    response: MessageAnswer,
    handler: async (_input, request) => {
      const now = clock();
      const { userId } = await requireUser(db, request, now);
      await deleteHealthDataOf(health, userId);
      // The trips no longer refer to what is gone; a trip that needed it is incomplete again.
      await clearHealthFormsOfTrips(db, userId, now);
      return { message: HEALTH_DATA_DELETED };
    },
  });
}
