import type { HealthStore } from "../../server/db/stores/health/health-form-queries.ts";
import type { OutgoingMessage } from "../../server/delivery/message-sender.ts";
import type { RetentionReach } from "../../server/jobs/retention.ts";
import { createUploadStorage } from "../../server/uploads/create-storage.ts";

export const TEST_PUBLIC_URL = "https://travel.example.gov";

export interface TestRetentionReach extends RetentionReach {
  /** The e-mails the job sent, oldest first. */
  sent: OutgoingMessage[];
  /** What the job logged as failed. */
  errors: string[];
  /** The next `count` e-mails fail, as an SMTP server that is down. */
  failNext: (count: number) => void;
}

/** What the retention job reaches in production, with the e-mails kept for the test and the uploads in `uploadDir`. */
export function retentionReach(health: HealthStore, uploadDir: string): TestRetentionReach {
  const sent: OutgoingMessage[] = [];
  const errors: string[] = [];
  let failing = 0;
  return {
    health,
    uploads: createUploadStorage({ uploadDir, uploadS3: undefined }),
    publicUrl: TEST_PUBLIC_URL,
    sender: {
      send: (message) => {
        if (failing > 0) {
          failing -= 1;
          return Promise.reject(new Error("connection refused"));
        }
        sent.push(message);
        return Promise.resolve();
      },
    },
    log: { info: () => undefined, error: (_fields, message) => errors.push(message) },
    sent,
    errors,
    failNext: (count) => {
      failing = count;
    },
  };
}
