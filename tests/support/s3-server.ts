import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import type { S3Settings } from "../../server/uploads/s3-storage.ts";

export interface S3Server {
  settings: S3Settings;
  close: () => Promise<void>;
}

// s3rver's one account; requests signed with any other key are refused, so signing is checked for real.
const ACCESS_KEY = "S3RVER";

/** A real S3-protocol server (s3rver) on a free loopback port, over a throwaway folder, with one bucket. */
export async function startS3Server(bucket = "uploads"): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    settings: { endpoint: `http://127.0.0.1:${port}`, bucket, region: "us-east-1", accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
