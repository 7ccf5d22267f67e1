import sharp from "sharp";
import type { TestAccount } from "./accounts.ts";
import type { ApiServer } from "./api-server.ts";

/** Uploads a small PNG as the account, as the app does; answers its 'name::url' value. */
export async function uploadedImage(server: ApiServer, account: TestAccount, name = "card.png"): Promise<string> {
  const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
  const response = await fetch(`${server.url}/api/v1/uploads?${new URLSearchParams({ name })}`, {
    method: "POST",
    headers: { authorization: `Bearer ${account.token}` },
    body: new Uint8Array(png),
  });
  if (response.status !== 200) throw new Error(`Upload refused: ${response.status}`);
  return ((await response.json()) as { data: { value: string } }).data.value;
}
